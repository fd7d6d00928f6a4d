import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authenticatePlugin } from '../../../src/server/auth/authenticate.ts';
import { registerValidationErrors } from '../../../src/server/routes/validation-errors.ts';

async function appWhoseVerifierThrows(error: Error) {
  const app = Fastify({ logger: false });
  registerValidationErrors(app);
  await app.register(authenticatePlugin, {
    verify: async () => {
      throw error;
    },
  });
  app.get('/private', { onRequest: app.requireCaller }, async () => ({ ok: true }));
  return app;
}

describe('a bearer token checked while the database is away', () => {
  it('answers 503 with Retry-After (try again), not 401 (a sign-out), when the check cannot read the database', async () => {
    const app = await appWhoseVerifierThrows(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await app.inject({ url: '/private', headers: { authorization: 'Bearer abc' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    await app.close();
  });

  it('still answers 401 for a token that is refused', async () => {
    const app = await appWhoseVerifierThrows(new Error('signature verification failed'));
    const response = await app.inject({ url: '/private', headers: { authorization: 'Bearer abc' } });
    expect(response.statusCode).toBe(401);
    await app.close();
  });
});
