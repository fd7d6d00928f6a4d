import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVM_RESULTS,
  CREDIT_FILES,
  IDENTITY_ANSWERS,
  INCOME_ANSWERS,
  SCENARIO_TRADELINE_TYPES,
  type SimulatorScenario,
} from '../../../src/shared/simulator-scenario.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { scenarioUrl } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';
import { processorAuthorization } from '../admin/admin-support.ts';

const FULL: SimulatorScenario = {
  credit: {
    score: 780,
    file: 'ok',
    tradelines: [
      { type: 'Mortgage', balance: 180_000 },
      { type: 'HELOC', limit: 50_000, balance: 20_000 },
    ],
  },
  avm: { value: 650_000 },
  identity: 'pass',
  income: 'pass',
};

/** Bodies the route refuses, the field it names and words of its message. */
const REFUSED: [string, unknown, string, RegExp][] = [
  ['an unknown part', { bureau: 'x' }, 'body.bureau', /not allowed/],
  ['an unknown credit key', { credit: { scor: 700 } }, 'body.credit.scor', /not allowed/],
  ['a score above 850', { credit: { score: 851 } }, 'body.credit.score', /850/],
  ['a score below 300', { credit: { score: 299 } }, 'body.credit.score', /300/],
  ['a score in words', { credit: { score: '780' } }, 'body.credit.score', /integer/],
  ['an unknown file', { credit: { file: 'late' } }, 'body.credit.file', /ok, thin, frozen, unavailable/],
  ['a score with a thin file', { credit: { file: 'thin', score: 700 } }, 'credit.score', /file ok/],
  [
    'debts on a frozen file',
    { credit: { file: 'frozen', tradelines: [{ type: 'Revolving', balance: 10 }] } },
    'credit.tradelines',
    /ok or thin/,
  ],
  [
    'an unknown tradeline type',
    { credit: { tradelines: [{ type: 'Lease', balance: 10 }] } },
    'body.credit.tradelines.0.type',
    /Mortgage, HELOC, Installment, Revolving/,
  ],
  [
    'a balance in cents',
    { credit: { tradelines: [{ type: 'HELOC', balance: 10.5 }] } },
    'body.credit.tradelines.0.balance',
    /integer/,
  ],
  [
    'a tradeline without a balance',
    { credit: { tradelines: [{ type: 'HELOC' }] } },
    'body.credit.tradelines.0.balance',
    /required/,
  ],
  [
    'a limit on a mortgage',
    {
      credit: {
        tradelines: [
          { type: 'HELOC', balance: 1 },
          { type: 'Mortgage', balance: 9, limit: 9 },
        ],
      },
    },
    'credit.tradelines.1.limit',
    /HELOC or Revolving/,
  ],
  ['an avm with neither', { avm: {} }, 'avm', /value .* or a result/],
  ['an avm with both', { avm: { value: 500_000, result: 'noValue' } }, 'avm', /not both/],
  ['an avm value in cents', { avm: { value: 500_000.5 } }, 'body.avm.value', /integer/],
  ['an unknown avm result', { avm: { result: 'down' } }, 'body.avm.result', /noValue, unavailable/],
  ['an unknown identity answer', { identity: 'maybe' }, 'body.identity', /pass, fail, retry, unavailable/],
  ['retry for income', { income: 'retry' }, 'body.income', /pass, fail, unavailable/],
  ['a list', [], 'body', /object/],
];

describe.each(backends)('the simulator scenario of an application (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let processor: string;
  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
    processor = await processorAuthorization(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', appId: string, authorization = owner, payload?: unknown) =>
    t.app.inject({
      method,
      url: scenarioUrl(appId),
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('is empty until chosen, then reads back as saved, is replaced whole, and is removed', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    expect((await call('GET', appId)).json()).toEqual({});
    const saved = await call('PUT', appId, owner, FULL);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(FULL);
    expect((await call('GET', appId)).json()).toEqual(FULL);

    await call('PUT', appId, owner, { identity: 'retry' });
    expect((await call('GET', appId)).json()).toEqual({ identity: 'retry' });

    expect((await call('DELETE', appId)).statusCode).toBe(204);
    expect((await call('GET', appId)).json()).toEqual({});
    expect((await call('DELETE', appId)).statusCode).toBe(204);
  });

  it('answers 404 to another borrower, changing nothing, and 401 without a token', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    await call('PUT', appId, owner, FULL);
    expect((await call('GET', appId, stranger)).statusCode).toBe(404);
    expect((await call('PUT', appId, stranger, { identity: 'fail' })).statusCode).toBe(404);
    expect((await call('DELETE', appId, stranger)).statusCode).toBe(404);
    expect((await call('GET', appId)).json()).toEqual(FULL);
    expect((await call('GET', '999999999', owner)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: scenarioUrl(appId) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a processor (admin permission) read and choose any application’s scenario', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    expect((await call('PUT', appId, processor, { credit: { file: 'thin' } })).statusCode).toBe(200);
    expect((await call('GET', appId)).json()).toEqual({ credit: { file: 'thin' } });
    expect((await call('GET', appId, processor)).json()).toEqual({ credit: { file: 'thin' } });
    expect((await call('GET', '999999999', processor)).statusCode).toBe(404);
  });

  it.each(REFUSED)(
    'refuses %s with 400 naming the field, writing nothing',
    async (_name, body, field, words) => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      await call('PUT', appId, owner, { income: 'fail' });
      const refused = await call('PUT', appId, owner, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().field).toBe(field);
      expect(refused.json().message).toMatch(words);
      expect((await call('GET', appId)).json()).toEqual({ income: 'fail' });
    },
  );
});

describe('the scenario where some vendors are real', () => {
  const realVendor = (prefix: string) => ({
    [`${prefix}_PROVIDER`]: 'http',
    [`${prefix}_API_URL`]: `http://127.0.0.1:9/${prefix.toLowerCase()}`,
    [`${prefix}_API_KEY`]: 'test-key',
  });

  it('refuses a part for a vendor that is not simulated here, naming it, and takes the others', async () => {
    const t = await createTestApp('pglite', { ...realVendor('CREDIT'), ...realVendor('VERIFICATION') });
    try {
      const owner = (await signedInUser(t.app)).authorization;
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: scenarioUrl(appId), headers: { authorization: owner }, payload });
      for (const [part, body] of [
        ['credit', { credit: { score: 780 }, avm: { value: 500_000 } }],
        ['identity', { identity: 'pass' }],
        ['income', { avm: { value: 500_000 }, income: 'fail' }],
      ] as const) {
        const refused = await put(body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          field: part,
          message: `${part} is not simulated on this server`,
        });
      }
      expect((await put({ avm: { result: 'noValue' } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('has no scenario route when no vendor is simulated', async () => {
    const t = await createTestApp('pglite', {
      ...realVendor('CREDIT'),
      ...realVendor('AVM'),
      ...realVendor('VERIFICATION'),
    });
    try {
      const owner = (await signedInUser(t.app)).authorization;
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const response = await t.app.inject({ url: scenarioUrl(appId), headers: { authorization: owner } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found/i);
    } finally {
      await t.close();
    }
  });
});

describe('the scenario schema file', () => {
  const schema = JSON.parse(readFileSync('schemas/api/simulator-scenario.schema.json', 'utf8'));
  const { credit, avm, identity, income } = schema.properties;

  it('offers the values the server and the tester page know', () => {
    expect(credit.properties.file.enum).toEqual([...CREDIT_FILES]);
    expect(credit.properties.tradelines.items.properties.type.enum).toEqual([...SCENARIO_TRADELINE_TYPES]);
    expect(avm.properties.result.enum).toEqual([...AVM_RESULTS]);
    expect(identity.enum).toEqual([...IDENTITY_ANSWERS]);
    expect(income.enum).toEqual([...INCOME_ANSWERS]);
    for (const strict of [schema, credit, credit.properties.tradelines.items, avm]) {
      expect(strict.additionalProperties).toBe(false);
    }
  });
});
