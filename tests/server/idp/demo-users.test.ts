import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordGrant } from '../../support/identity.ts';
import { createTestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('demo accounts of the embedded provider', () => {
  it('lets the README demo borrower log in', async () => {
    const t = await createTestApp('pglite', WITH_DEMO_USERS);
    try {
      expect(README).toContain('demo.borrower@example.com');
      expect(README).toContain('Demo-Borrower-2026');
      expect((await passwordGrant(t.app, 'demo.borrower@example.com', 'Demo-Borrower-2026')).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it('creates no demo account when DEMO_USERS=false', async () => {
    const t = await createTestApp('pglite', { DEMO_USERS: 'false' });
    try {
      expect((await passwordGrant(t.app, 'demo.borrower@example.com', 'Demo-Borrower-2026')).statusCode).toBe(
        403,
      );
    } finally {
      await t.close();
    }
  });
});
