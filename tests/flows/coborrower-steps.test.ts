// The co-borrower's steps (section `coborrower` in both flows) against the co-borrower data sets
// tests/fixtures/coborrower/{minimal,maximal}.json: each data set is a valid co-borrower document, walks the
// co-borrower steps from coborrower/processing to coborrower/get-money, and every step on its way accepts its
// answers and refuses each required answer removed, naming it as the server's 400 does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, ROOT } from '../../scripts/flow-sources.ts';
import { stepProblem } from '../../src/server/applications/step-validation.ts';
import { coborrowerDataProblem } from '../../src/server/coborrowers/coborrower-data.ts';
import { pathThrough } from '../../src/shared/flows/flow-navigation.ts';
import { type FlowFile, isScreen } from '../../src/shared/flows/flow-types.ts';
import { expectStepChecksAnswers, isObject, type Json, screenOf } from '../support/step-schema-checks.ts';

// Only flows that invite a co-borrower have their steps (heloc-1, a short flow, has none).
const flows = loadFlowSources()
  .flows.map(({ content }) => content as FlowFile)
  .filter((flow) => flow.steps.some((step) => step.path === 'coborrower/processing'));
const dataSets = ['minimal', 'maximal'].map((name) => ({
  name,
  data: JSON.parse(
    readFileSync(path.join(ROOT, 'tests/fixtures/coborrower', `${name}.json`), 'utf8'),
  ) as Json,
}));

/** The co-borrower steps a data set goes through, in order. */
const walk = (flow: FlowFile, data: Json) => pathThrough(flow, data, 'coborrower/processing');

describe('the co-borrower data sets', () => {
  it.each(dataSets.map((set) => [set.name, set.data] as const))(
    '%s is a valid co-borrower document',
    (_name, data) => {
      expect(coborrowerDataProblem(data)).toBeUndefined();
    },
  );

  it.each(flows.map((flow) => [flow.flowType, flow] as const))(
    '%s: minimal skips the address history (same address), maximal goes through it, both end at get-money',
    (_type, flow) => {
      const [minimal = [], maximal = []] = dataSets.map((set) =>
        walk(flow, set.data).map((step) => step.path),
      );
      expect(minimal).not.toContain('coborrower/address-history');
      expect(maximal).toContain('coborrower/address-history');
      expect(minimal.at(-1)).toBe('coborrower/get-money');
      expect(maximal).toHaveLength(18);
      for (const step of walk(flow, dataSets[0]?.data ?? {})) expect(step.section).toBe('coborrower');
    },
  );
});

const cases = flows.flatMap((flow) =>
  dataSets.flatMap((set) =>
    walk(flow, set.data).map(
      (step) =>
        [`${flow.flowType} ${step.path} (${step.screen}) with ${set.name}`, flow, step, set.data] as const,
    ),
  ),
);

describe('every co-borrower step against the co-borrower data sets', () => {
  it.each(cases)(
    '%s: accepts its answers and refuses each required answer removed',
    (_label, flow, step, data) => {
      expectStepChecksAnswers(step, data);
      // The server checks a co-borrower write against the same step (PUT …/{resource}?step=).
      expect(stepProblem(flow.flowType, step.path, data)).toBeUndefined();
    },
  );

  it('every field of the co-borrower steps has its own title (the walker finds fields by label)', () => {
    for (const flow of flows) {
      for (const step of flow.steps
        .filter(isScreen)
        .filter((candidate) => candidate.section === 'coborrower')) {
        const titles: string[] = [];
        const collect = (schema: unknown, name: string) => {
          if (!isObject(schema)) return;
          if (isObject(schema.properties)) {
            for (const [key, value] of Object.entries(schema.properties)) collect(value, key);
          }
          const declared = isObject(schema.properties) ? schema.properties : {};
          for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
            // A follow-up's own fields; a `then` that only narrows a declared field (maxItems) is not a field.
            const followUps =
              isObject(part) && isObject(part.then) && isObject(part.then.properties)
                ? part.then.properties
                : {};
            for (const [key, value] of Object.entries(followUps)) if (!(key in declared)) collect(value, key);
          }
          if (isObject(schema.items) && schema.items.type === 'object') collect(schema.items, name);
          if (schema.type && schema.type !== 'object') {
            expect(typeof schema.title, `${step.screen}: ${name} has a title`).toBe('string');
            titles.push(String(schema.title));
          }
        };
        collect(screenOf(step.screen).document.schema, '');
      }
    }
  });
});
