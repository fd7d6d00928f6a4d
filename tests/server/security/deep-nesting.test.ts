import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, textProblem } from '../../../src/server/routes/text-guard.ts';
import { signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedValue = (depth: number): unknown => JSON.parse(nestedObject(depth));

// Issue 19 item 9: JSON nested about 9,000 deep overflowed the text guard's recursion: a 500, unauthenticated.
describe('a body nested too deeply', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await signedInUser(t.app));
  });
  afterAll(async () => t.close());

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each([
    ['an /api route, signed in', '/api/v2/portal/lookup', true],
    ['an /idp route, signed out', '/idp/oauth/token', false],
    ['an /idp sign-up, signed out', '/idp/dbconnections/signup', false],
  ])('is a 400 naming the body on %s, 9,000 deep', async (_name, url, signedIn) => {
    for (const payload of [nestedObject(9000), nestedArray(9000)]) {
      const response = await send(url, payload, signedIn ? { authorization } : {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'body',
        message: `The request body is nested too deeply (more than ${MAX_NESTING_DEPTH} levels)`,
      });
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('walks without recursion: 100,000 deep is answered, and nesting up to the cap still passes', () => {
    expect(textProblem(nestedValue(100_000), 'body')?.field).toBe('body');
    expect(textProblem(nestedValue(MAX_NESTING_DEPTH), 'body')).toBeUndefined();
    expect(textProblem(nestedValue(MAX_NESTING_DEPTH + 1), 'body')?.message).toMatch(/nested too deeply/);
  });

  it('still names the first field PostgreSQL cannot store, in document order', () => {
    const body = { a: 'fine', b: [{ c: 'x' }, { d: 'no\u0000' }], e: 'bad\u0000' };
    expect(textProblem(body, 'body')).toEqual({
      field: 'body.b.1.d',
      message: 'body.b.1.d must not contain the NUL character (\\u0000)',
    });
  });
});
