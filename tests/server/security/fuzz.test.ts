import Ajv from 'ajv';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InventoriedRoute, inventoriedTestApp } from '../../support/route-inventory.ts';
import type { TestApp } from '../../support/test-app.ts';
import { hostileValue, mutated, partFor, validFor } from './fuzz/schema-arbitraries.ts';
import { ROUTE_ACCESS } from './route-access-table.ts';
import { buildWorld, type World } from './security-world.ts';

/**
 * Generated bodies, queries and path parameters for every route, from its schema where it has one, sent by the
 * route's rightful caller: never a 5xx, every JSON 4xx says what was wrong in a `message`, and a 2xx matches the
 * route's response schema where it declares one. FUZZ_RUNS and FUZZ_SEED widen or replay a search.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20260901);

interface FuzzRequest {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  /** A body sent as this raw text instead (keys JSON.stringify would not keep, such as __proto__). */
  rawBody?: string;
  ifMatch?: string;
  /** A real caller's request (the authorisation table's), sent as it is or with its body mutated. */
  real?: { url: string; headers: Record<string, string> };
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const encoded = (value: unknown) => {
  try {
    return encodeURIComponent(stringOf(value));
  } catch {
    return 'x%ZZ';
  }
};

function urlOf(route: InventoriedRoute, request: FuzzRequest): string {
  if (request.real) return request.real.url;
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) => encoded(request.params[name]))
    .replace('*', encoded(request.params['*']));
  if (typeof request.query !== 'object' || request.query === null || Array.isArray(request.query)) {
    return request.query === undefined ? path : `${path}?${encoded(request.query)}`;
  }
  const query = Object.entries(request.query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, item] as const))
    .map(([key, value]) => `${encoded(key)}=${encoded(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** A real id of the world for a path parameter, so requests reach the handler and not only the 404. */
function realParam(w: World, name: string): string[] {
  const ids: Record<string, string[]> = {
    appId: [w.appId, w.submittedAppId],
    id: [w.loanId, w.appId],
    conditionId: [w.conditionId],
    contactId: [w.contactId],
    documentId: [w.documentId],
    nmlsId: ['2000001'],
    resource: ['legal', 'military', 'complete'],
    kind: ['closing', 'appraisal'],
    x: ['borrower'],
    amount: ['60000'],
    section: ['loan', 'property', 'contactInfo'],
  };
  return ids[name] ?? ['1'];
}

/** The authorisation table's request for the route: valid enough to reach the handler's own checks. */
function realRequestFor(key: string, w: World): fc.Arbitrary<FuzzRequest> | undefined {
  const access = ROUTE_ACCESS[key];
  if (!access || access.kind === 'public') return undefined;
  const real = access.request(w);
  if (real.tokenInQuery) return undefined;
  const base = { params: {}, query: undefined, real: { url: real.url, headers: real.headers ?? {} } };
  if (real.payload === undefined || typeof real.payload === 'string') {
    return fc.constant({
      ...base,
      body: undefined,
      ...(typeof real.payload === 'string' ? { rawBody: real.payload } : {}),
    });
  }
  return fc.oneof(fc.constant(real.payload), mutated(real.payload)).map((body) => ({ ...base, body }));
}

function requestFor(route: InventoriedRoute, w: World): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (route.url.includes('*')) names.push('*');
  const paramSchemas = (schema.params?.properties ?? {}) as Record<string, unknown>;
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...realParam(w, name)) },
          { weight: 2, arbitrary: validFor(paramSchemas[name] ?? { type: 'string' }) },
          { weight: 1, arbitrary: hostileValue },
        ),
      ]),
    ),
  );
  const query = schema.querystring ? partFor(schema.querystring) : fc.option(hostileValue, { freq: 4 });
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body = schema.body
    ? partFor(schema.body)
    : hasBody
      ? fc.option(hostileValue)
      : fc.constant(undefined);
  const polluted = (value: unknown, key: '__proto__' | 'constructor') => {
    const json = JSON.stringify(value);
    const injected =
      key === '__proto__' ? '"__proto__":{"polluted":true}' : '"constructor":{"prototype":{"polluted":true}}';
    return json?.startsWith('{')
      ? `{${injected}${json === '{}' ? '' : ','}${json.slice(1)}`
      : `{${injected}}`;
  };
  return fc
    .record({
      params,
      query,
      body,
      pollute: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('__proto__', 'constructor') as fc.Arbitrary<'__proto__' | 'constructor'>,
        },
      ),
      ifMatch: fc.option(fc.constantFrom('"1"', '"2"', 'W/"1"', '*', '"999999999"', 'garbage')),
    })
    .map(({ pollute, ifMatch, ...request }) => ({
      ...request,
      ...(ifMatch === null ? {} : { ifMatch }),
      ...(pollute && hasBody ? { rawBody: polluted(request.body, pollute) } : {}),
    }));
}

describe('fuzzing every route (pglite)', () => {
  let t: TestApp;
  let routes: InventoriedRoute[];
  let w: World;
  let admin: string;
  const ajv = new Ajv({ strict: false });

  beforeAll(async () => {
    ({ t, routes } = await inventoriedTestApp('pglite'));
    w = await buildWorld(t);
    const keys = t.signingKeys;
    if (!keys) throw new Error('the test app has no embedded identity provider keys');
    const { issuer, audience } = t.config.identity;
    const token = await new SignJWT({ scope: 'openid admin', permissions: ['admin'] })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setSubject('processor-fuzz')
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('1h')
      .sign(keys.privateKey);
    admin = `Bearer ${token}`;
  });
  afterAll(async () => t?.close());

  function realAndGenerated(key: string, route: InventoriedRoute): fc.Arbitrary<FuzzRequest> {
    const generated = requestFor(route, w);
    const real = realRequestFor(key, w);
    return real ? fc.oneof(real, generated) : generated;
  }

  function callerFor(key: string): string | undefined {
    const access = ROUTE_ACCESS[key];
    if (!access || access.kind === 'public') return undefined;
    if (access.kind === 'admin') return admin;
    if (access.kind === 'signed-in')
      return access.request(w).tokenInQuery ? undefined : w.owner.authorization;
    return access.holder === 'coborrower' ? w.coborrower.authorization : w.owner.authorization;
  }

  function send(route: InventoriedRoute, request: FuzzRequest, authorization: string | undefined) {
    const json = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    return t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route, request),
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(request.ifMatch ? { 'if-match': request.ifMatch } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.real?.headers,
      },
      ...(json === undefined ? {} : { payload: json }),
    });
  }

  function check(route: InventoriedRoute, request: FuzzRequest, response: LightMyRequestResponse) {
    const what = `${route.method} ${urlOf(route, request).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    if (response.statusCode >= 400 && route.url.startsWith('/api/')) {
      expect(isJson, `a JSON refusal: ${what}`).toBe(true);
      expect(typeof (response.json() as { message?: unknown }).message, `a message: ${what}`).toBe('string');
    }
    const declared = (route.schema?.response as Record<string, unknown> | undefined)?.[response.statusCode];
    if (declared && response.statusCode < 300) {
      const validate = ajv.compile(declared as object);
      expect(validate(response.json()), `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    expect(Object.keys(Object.prototype), 'Object.prototype untouched').toEqual([]);
  }

  it('has a route inventory that matches the authorisation table', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes)
      expect(ROUTE_ACCESS, `${route.method} ${route.url}`).toHaveProperty([`${route.method} ${route.url}`]);
  });

  // Deletions last, so the routes before them still find what they act on.
  const keys = Object.keys(ROUTE_ACCESS).sort(
    (a, b) => Number(a.startsWith('DELETE ')) - Number(b.startsWith('DELETE ')),
  );
  it.each(keys)('%s: never a 5xx, a message on every refusal', async (key) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.url}` === key);
    if (!route) throw new Error(`${key} is not registered`);
    const authorization = callerFor(key);
    await fc.assert(
      fc.asyncProperty(realAndGenerated(key, route), async (request) => {
        check(route, request, await send(route, request, authorization));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
