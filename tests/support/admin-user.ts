import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../src/server/db/database.ts';
import { findUserByEmail, grantPermissions } from '../../src/server/idp/users.ts';
import { passwordGrant, signUpUser } from './identity.ts';

/** A user of the embedded provider given the admin permission, as the demo processor has it; its bearer header. */
export async function adminAuthorization(app: FastifyInstance, orm: Orm): Promise<string> {
  const { email, password } = await signUpUser(app);
  const user = await findUserByEmail(orm, email);
  if (!user) throw new Error('the signed-up user is not there');
  await grantPermissions(orm, user.id, ['admin']);
  const grant = await passwordGrant(app, email, password);
  if (grant.statusCode !== 200) throw new Error(`admin sign-in failed: ${grant.body}`);
  return `Bearer ${grant.json().access_token as string}`;
}
