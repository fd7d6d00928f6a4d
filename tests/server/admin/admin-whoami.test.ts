import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from '../../support/authorize-flow.ts';
import { passwordGrant, signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';

const ADMIN_EMAIL = 'demo.admin@example.com';
const ADMIN_PASSWORD = 'Demo-Admin-Tester-2026';

describe('the admin check GET /api/v2/admin/whoami', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', WITH_DEMO_USERS);
  });
  afterAll(async () => t.close());

  const whoami = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/whoami',
      headers: authorization ? { authorization } : {},
    });

  it("answers 200 for the demo admin, whose access token carries permissions ['admin']", async () => {
    const grant = await passwordGrant(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(grant.statusCode).toBe(200);
    const accessToken = grant.json().access_token as string;
    expect(decodeJwt(accessToken).permissions).toEqual(['admin']);
    const response = await whoami(`Bearer ${accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ admin: true, permissions: ['admin'] });
  });

  it('answers 403 for a borrower, whose token carries no permissions', async () => {
    const { tokens, authorization } = await signedInUser(t.app);
    expect(decodeJwt(tokens.access_token).permissions).toBeUndefined();
    const response = await whoami(authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This call needs the admin permission');
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await whoami()).statusCode).toBe(401);
    expect((await whoami('Bearer not.a.token')).statusCode).toBe(401);
  });
});

describe('the demo admin', () => {
  it('is not created when DEMO_USERS=false', async () => {
    const t = await createTestApp('pglite', { DEMO_USERS: 'false' });
    try {
      expect((await passwordGrant(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
