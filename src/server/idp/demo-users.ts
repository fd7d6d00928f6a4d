import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Orm } from '../db/database.ts';
import { findUserByEmail, grantPermissions, type SignUp, signUp } from './users.ts';

const DEMO_USERS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/seed/demo-users.json');

/** A demo account; the demo admin has `permissions: ["admin"]`. */
type DemoUser = SignUp & { permissions?: string[] };

/**
 * Creates the README's demo accounts in the embedded provider when they are missing. Only the embedded
 * provider has them, and DEMO_USERS=false turns them off.
 */
export async function seedDemoUsers(orm: Orm): Promise<void> {
  const users = JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')) as DemoUser[];
  for (const { permissions, ...user } of users) {
    if (await findUserByEmail(orm, user.email)) continue;
    const result = await signUp(orm, user);
    if (result.ok === false) throw new Error(`Demo user ${user.email}: ${result.message}`);
    if (result.ok === true && permissions?.length) await grantPermissions(orm, result.user.id, permissions);
  }
}
