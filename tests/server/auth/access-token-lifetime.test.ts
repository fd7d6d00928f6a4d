import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAccessTokensOfUser } from '../../../src/server/auth/access-token-revocations.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { accessTokenRevocations } from '../../../src/server/db/schema.ts';
import {
  authorizeRequest,
  decodeJwt,
  logOut,
  registerThroughForm,
  sessionCookie,
} from '../../support/authorize-flow.ts';
import { listening, openEventStream } from '../../support/event-stream.ts';
import { GOOD_PASSWORD, passwordGrant, signedInUser, uniqueEmail } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits into the next whole second: tokens carry their issue time in seconds. */
const nextSecond = () => sleep(1100 - (Date.now() % 1000));

describe.each(backends)('short-lived, revocable access tokens (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const me = (token: string) =>
    t.app.inject({ url: '/api/v2/me', headers: { authorization: `Bearer ${token}` } });

  it('lives 10 minutes by default (IDP_ACCESS_TOKEN_TTL)', async () => {
    expect(loadConfig({}).identity).toMatchObject({ accessTokenTtlSeconds: 600 });
    const { tokens } = await signedInUser(t.app);
    expect(tokens.expires_in).toBe(600);
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp as number) - (claims.iat as number)).toBe(600);
  });

  it('is refused by the API after log-out, for the rest of its life; a new log-in works', async () => {
    const email = uniqueEmail();
    const signUp = await registerThroughForm(
      t.app,
      t.db.orm,
      authorizeRequest({ screen_hint: 'signup' }).params,
      {
        email,
        password: GOOD_PASSWORD,
        given_name: 'L',
        family_name: 'O',
      },
    );
    const cookie = sessionCookie(signUp.headers['set-cookie']);
    const before = (await passwordGrant(t.app, email, GOOD_PASSWORD)).json().access_token as string;
    expect((await me(before)).statusCode).toBe(200);
    await nextSecond();

    // Log-out is a POST with the form's CSRF token (issue 19, item 13); the GET only shows the form.
    const { post } = await logOut(t.app, cookie);
    expect(post.statusCode).toBeLessThan(400);
    const refused = await me(before);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid or expired access token');

    const [entry] = await t.db.orm.select().from(accessTokenRevocations);
    const life = (entry?.expiresAt.getTime() ?? 0) - Date.now();
    expect(life).toBeGreaterThan(600_000);
    expect(life).toBeLessThanOrEqual(661_000);

    await nextSecond();
    const after = (await passwordGrant(t.app, email, GOOD_PASSWORD)).json().access_token as string;
    expect((await me(after)).statusCode).toBe(200);
  });

  it('honours an entry another instance wrote, within a second, and drops entries whose tokens have expired', async () => {
    const user = await signedInUser(t.app);
    const token = user.tokens.access_token as string;
    expect((await me(token)).statusCode).toBe(200);
    await nextSecond();
    const sub = decodeJwt(token).sub as string;
    await t.db.orm
      .insert(accessTokenRevocations)
      .values({ subject: sub, revokedBefore: sql`now()`, expiresAt: sql`now() + interval '11 minutes'` });
    await sleep(1100);
    expect((await me(token)).statusCode).toBe(401);

    await t.db.orm
      .update(accessTokenRevocations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${accessTokenRevocations.subject} = ${sub}`);
    await revokeAccessTokensOfUser(t.db.orm, 'someone-else', 600);
    const subjects = (await t.db.orm.select().from(accessTokenRevocations)).map((row) => row.subject);
    expect(subjects).toContain('someone-else');
    expect(subjects).not.toContain(sub);
  });

  it('ends the event stream when its token expires', async () => {
    const base = await listening(t.app);
    const { tokens } = await signedInUser(t.app);
    const claims = decodeJwt(tokens.access_token);
    const keys = t.signingKeys;
    if (!keys) throw new Error('embedded identity expected');
    const now = Math.floor(Date.now() / 1000);
    // The same token with a life of two seconds.
    const shortLived = await new SignJWT({ scope: claims.scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.kid })
      .setIssuer(claims.iss as string)
      .setSubject(claims.sub as string)
      .setAudience(claims.aud as string)
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(keys.privateKey);
    const stream = await openEventStream(base, shortLived);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    const started = Date.now();
    await stream.next((event) => event.event === 'expired', 4000);
    expect(Date.now() - started).toBeLessThan(3500);
    await expect(stream.next(() => true, 2000)).rejects.toThrow(/the stream ended/);
    stream.close();
  });
});
