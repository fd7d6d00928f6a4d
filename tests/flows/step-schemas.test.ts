// Every step of every flow, against the walker data sets that go through it: the step's schema accepts the data
// set's answers, and refuses them with each required answer removed (a conditional follow-up exactly when the
// data set makes its condition hold), naming that answer the way the server's 400 does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, ROOT } from '../../scripts/flow-sources.ts';
import { type FlowFile, isScreen } from '../../src/shared/flows/flow-types.ts';
import { screensWalkedBy } from '../support/case-assembly.ts';
import {
  expectStepChecksAnswers,
  type Json,
  requiredAnswers,
  stepFile,
} from '../support/step-schema-checks.ts';

const sources = loadFlowSources();
const flows = sources.flows.map(({ content }) => content as FlowFile);
const dataSets = (flow: FlowFile) =>
  ['minimal', 'maximal']
    .map((name) => ({ name, file: path.join(ROOT, 'tests/fixtures', flow.flowType, `${name}.json`) }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => ({ name, data: JSON.parse(readFileSync(file, 'utf8')) as Json }));

const missingScreens = [
  ...new Set(
    flows.flatMap((flow) =>
      flow.steps.filter(isScreen).flatMap((step) => (existsSync(stepFile(step.screen)) ? [] : [step.screen])),
    ),
  ),
].sort();

const cases = flows.flatMap((flow) =>
  dataSets(flow).flatMap((set) =>
    screensWalkedBy(flow, set.data)
      .filter((step) => existsSync(stepFile(step.screen)))
      .map(
        (step) =>
          [`${flow.flowType} ${step.path} (${step.screen}) with ${set.name}`, step, set.data] as const,
      ),
  ),
);

describe('every step schema against the walker data sets', () => {
  it(`skips the screens that do not exist yet: ${missingScreens.join(', ') || 'none'}`, () => {
    // The flow contract fails on a missing screen; here they are only listed.
    expect(missingScreens.every((screen) => !existsSync(stepFile(screen)))).toBe(true);
  });

  it('walks required answers inside array items and inside the follow-ups whose condition holds', () => {
    const schema = {
      type: 'object',
      properties: {
        former: {
          type: 'array',
          items: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        },
        housing: { type: 'string' },
      },
      required: ['housing'],
      allOf: [
        {
          if: { properties: { housing: { const: 'Rent' } }, required: ['housing'] },
          // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
          then: { properties: { rent: { type: 'integer' } }, required: ['rent'] },
          else: { properties: { why: { type: 'string' } }, required: ['why'] },
        },
      ],
    };
    expect(
      requiredAnswers(schema, { housing: 'Rent', rent: 900, former: [{ city: 'A' }, { city: 'B' }] }),
    ).toEqual(['housing', 'former.0.city', 'former.1.city', 'rent']);
    expect(requiredAnswers(schema, { housing: 'Own', why: 'x' })).toEqual(['housing', 'why']);
  });

  it.each(cases)('%s: accepts its answers and refuses each required answer removed', (_label, step, data) => {
    expectStepChecksAnswers(step, data);
  });
});
