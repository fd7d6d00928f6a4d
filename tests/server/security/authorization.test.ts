import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InventoriedRoute, inventoriedTestApp, routeKey } from '../../support/route-inventory.ts';
import { backends, type TestApp } from '../../support/test-app.ts';
import { type CaseRequest, ROUTE_ACCESS } from './route-access-table.ts';
import { buildWorld, databaseSnapshot, type World } from './security-world.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The owner's own token, made invalid in each way an attacker could try. */
async function tamperedTokens(t: TestApp, w: World): Promise<[string, string][]> {
  const token = w.owner.authorization.slice('Bearer '.length);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = decodeJwt(token);
  const keys = t.signingKeys;
  if (!keys) throw new Error('the test app has no embedded identity provider keys');
  const sign = (body: object, key: CryptoKey) =>
    new SignJWT({ ...body }).setProtectedHeader({ alg: 'RS256', kid: keys.kid }).sign(key);
  const foreign = await generateKeyPair('RS256');
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  return [
    ['signature changed', `${header}.${payload}.${flipped}`],
    [
      'claims changed (admin scope added)',
      `${header}.${base64url({ ...claims, scope: 'admin' })}.${signature}`,
    ],
    ['signed by another key', await sign(claims, foreign.privateKey)],
    ['another issuer', await sign({ ...claims, iss: 'https://issuer.example/' }, keys.privateKey)],
    ['another audience', await sign({ ...claims, aud: 'https://other-api.example/' }, keys.privateKey)],
    ['expired', await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }, keys.privateKey)],
    ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
  ].map(([name, value]) => [name as string, `Bearer ${value}`]);
}

describe.each(backends)('authorisation of every route (%s)', (backend) => {
  let t: TestApp;
  let routes: InventoriedRoute[];
  let w: World;
  let tampered: [string, string][];
  let ownerViewsBefore: Record<string, string>;
  /** The database as the last case left it: a refused call must leave it exactly so. */
  let snapshot: Record<string, string>;

  /** What the owner and the co-borrower read of everything the suite attacks. */
  async function ownerViews(): Promise<Record<string, string>> {
    const reads: [string, string][] = [
      [w.owner.authorization, `/api/v2/application/${w.appId}`],
      [w.owner.authorization, `/api/v2/application/${w.appId}/contacts`],
      [w.owner.authorization, `/api/v2/application/${w.appId}/lastPath`],
      [w.owner.authorization, `/api/v2/application/${w.submittedAppId}`],
      [w.owner.authorization, '/api/v2/portal'],
      [w.owner.authorization, `/api/v2/portal/${w.loanId}/loan`],
      [w.coborrower.authorization, `/api/v2/coborrower/application/${w.appId}/contact/${w.contactId}`],
    ];
    const views: Record<string, string> = {};
    for (const [authorization, url] of reads) {
      const response = await t.app.inject({ url, headers: { authorization } });
      views[url] = `${response.statusCode} ${response.body}`;
    }
    return views;
  }

  beforeAll(async () => {
    ({ t, routes } = await inventoriedTestApp(backend));
    w = await buildWorld(t);
    tampered = await tamperedTokens(t, w);
    ownerViewsBefore = await ownerViews();
    snapshot = await databaseSnapshot(t);
  });
  afterAll(async () => t?.close());

  it('has a case for every route the app registers, and none for a route that is gone', () => {
    const registered = [...new Set(routes.map(routeKey))].sort();
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  const send = (method: string, request: CaseRequest, authorization: string | undefined) => {
    const token = authorization?.slice('Bearer '.length);
    const url =
      request.tokenInQuery && token
        ? `${request.url}${request.url.includes('?') ? '&' : '?'}auth_token=${encodeURIComponent(token)}`
        : request.url;
    return t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...request.headers, ...(authorization && !request.tokenInQuery ? { authorization } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload as string }),
    });
  };

  const guarded = Object.entries(ROUTE_ACCESS).filter(([, access]) => access.kind !== 'public');

  it.each(guarded)(
    '%s: refuses a signed-out caller, a tampered token and anyone but its holder',
    async (key, access) => {
      if (access.kind === 'public') return;
      const method = key.split(' ')[0] as string;
      const request = access.request(w);
      if (access.kind === 'owner' && method === 'GET') {
        // The path names something real: its holder reads it, so a 404 below comes from ownership alone.
        const holder = access.holder === 'coborrower' ? w.coborrower : w.owner;
        const response = await send(method, request, holder.authorization);
        expect(response.statusCode, `its holder: ${response.body}`).toBe(200);
        // Some reads record something (a disclosure link, the verification user): the holder may change things.
        snapshot = await databaseSnapshot(t);
        ownerViewsBefore = await ownerViews();
      }

      for (const [name, authorization] of [['signed out', undefined], ...tampered] as const) {
        const response = await send(method, request, authorization);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(401);
        if (!key.includes(' /idp/')) expect(typeof response.json().message, name).toBe('string');
      }

      if (access.kind === 'owner') {
        const response = await send(method, request, w.intruder.authorization);
        expect(response.statusCode, `another borrower: ${response.body}`).toBe(404);
        if (access.holder === 'coborrower') {
          const borrower = await send(method, request, w.owner.authorization);
          expect(borrower.statusCode, `the borrower, on the co-borrower's answers: ${borrower.body}`).toBe(
            404,
          );
        }
      }
      if (access.kind === 'admin') {
        for (const [name, user] of [
          ['the loan’s borrower', w.owner],
          ['another borrower', w.intruder],
        ] as const) {
          const response = await send(method, request, user.authorization);
          expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
        }
      }
      const before = snapshot;
      snapshot = await databaseSnapshot(t);
      expect(snapshot, 'no table changed').toEqual(before);

      if (access.kind === 'signed-in' && access.intruder) {
        access.intruder(await send(method, request, w.intruder.authorization), w);
        snapshot = await databaseSnapshot(t);
      }
      expect(await ownerViews()).toEqual(ownerViewsBefore);
    },
  );
});
