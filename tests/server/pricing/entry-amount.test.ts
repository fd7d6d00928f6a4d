/**
 * The amount against the home's value when it is entered (issue 17, item 3), in every flow that asks an amount and
 * a value (its `requestedAmount` and `estimatedValue` facts, whatever their paths): an amount the home cannot
 * support is refused with 400 naming the amount's path and the most the home supports, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { factPath } from '../../../src/shared/flows/flow-facts.ts';
import { type FlowFile, isScreen } from '../../../src/shared/flows/flow-types.ts';
import { askedPaths } from '../../../src/shared/flows/step-answers.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const { flows, steps } = flowCatalog();
const asking = [...flows.values()].filter(
  (flow) =>
    !flow.retired &&
    factPath(flow.facts.requestedAmount) !== undefined &&
    factPath(flow.facts.estimatedValue) !== undefined,
);

/** `{a: {b: value}}` for `a.b`. */
function at(path: string | undefined, value: unknown): Record<string, unknown> {
  if (!path) return {};
  return path
    .split('.')
    .reduceRight<Record<string, unknown>>(
      (inner, key) => ({ [key]: inner }),
      value as Record<string, unknown>,
    );
}

const stepAsking = (flow: FlowFile, path: string) =>
  flow.steps.filter(isScreen).find((step) => askedPaths(steps.get(step.screen)?.schema ?? {}).has(path));

describe.each(backends)('the amount against the value at entry (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('has flows to check', () => {
    expect(asking.length).toBeGreaterThan(0);
  });

  /** A new application of the flow with a $550,000 primary residence, its value and use given. */
  async function homeOf550k(flow: FlowFile) {
    const created = await call('POST', `/api/v2/application?nmlsId=2000001&flowType=${flow.flowType}`);
    const appId = created.json().data.appId as string;
    const answers = {
      ...at(factPath(flow.facts.estimatedValue), 550_000),
    };
    const occupancy = factPath(flow.facts.occupancy);
    if (occupancy) Object.assign(answers, mergeDeep(answers, at(occupancy, 'PrimaryResidence')));
    const address = { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' };
    Object.assign(answers, mergeDeep(answers, at(factPath(flow.facts.propertyAddress), address)));
    const saved = await call('PATCH', `/api/v2/application/${appId}`, answers, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    return { appId, version: saved.json().version as number };
  }

  describe.each(asking.map((flow) => [flow.flowType, flow] as const))('%s', (_type, flow) => {
    const field = factPath(flow.facts.requestedAmount) as string;
    const step = stepAsking(flow, field);

    it(`refuses $496,000 on a $550,000 home with 400 naming ${field}; nothing is written`, async () => {
      const { appId, version } = await homeOf550k(flow);
      const query = step ? `?step=${step.path}` : '';
      const refused = await call('PATCH', `/api/v2/application/${appId}${query}`, at(field, 496_000), {
        'if-match': `"${version}"`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field,
        code: 'amount_not_supported',
        message: 'The most this home can support is $495,000, based on its value of $550,000.',
      });
      const stored = (await call('GET', `/api/v2/application/${appId}`)).json();
      expect(stored.version).toBe(version);
      expect(JSON.stringify(stored)).not.toContain('496000');

      const limits = (await call('GET', `/api/v2/application/${appId}/amount-limits`)).json();
      expect(limits).toEqual({ field, minimum: 25_000, step: 1_000, maximum: 495_000, value: 550_000 });
      const accepted = await call('PATCH', `/api/v2/application/${appId}${query}`, at(field, 495_000), {
        'if-match': `"${version}"`,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  });

  it('checks against the valuation’s value once it is known, not only the estimate', async () => {
    const [flow] = asking as [FlowFile];
    const field = factPath(flow.facts.requestedAmount) as string;
    const { appId, version } = await homeOf550k(flow);
    await chooseScenario(t.app, owner, appId, { avm: { value: 400_000 } });
    expect((await call('GET', `/api/v2/application/${appId}/valuation`)).json().avmValue).toBe(400_000);
    const refused = await call('PATCH', `/api/v2/application/${appId}`, at(field, 400_000), {
      'if-match': `"${version}"`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The most this home can support is $360,000, based on its value of $400,000.',
    );
  });
});

function mergeDeep(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const left = merged[key];
    merged[key] =
      left && typeof left === 'object' && value && typeof value === 'object'
        ? mergeDeep(left as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged;
}
