// The walker's last resort for a step no test case answers yet (a product owner's new step): answers made from the
// step's schema. It must answer every step screen in the repository, so a new step like any of them is walked.
import { describe, expect, it } from 'vitest';
import { loadFlowSources } from '../../scripts/flow-sources.ts';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';
import { answersFromSchema } from '../support/schema-answers.ts';

const steps = loadFlowSources().steps.map(({ content }) => content as StepDocument);
const ajv = createSchemaAjv({ allErrors: true, strict: false });

describe('answers made from a step schema', () => {
  it.each(steps.map((step) => [step.id, step] as const))(
    'answer %s as its validator accepts',
    (_id, step) => {
      const answers = answersFromSchema(step.schema);
      expect(answers, `no answers for ${step.id}`).toBeDefined();
      expect(ajv.validate(step.schema, answers), ajv.errorsText()).toBe(true);
    },
  );

  it('answer a new question by its default, example, first choice or minimum', () => {
    const schema = {
      type: 'object',
      required: ['home'],
      properties: {
        home: {
          type: 'object',
          required: ['yearsOwned', 'kind', 'built', 'pool'],
          properties: {
            yearsOwned: { type: 'integer', minimum: 1, multipleOf: 1 },
            kind: { type: 'string', oneOf: [{ const: 'Brick' }, { const: 'Wood' }] },
            built: { type: 'integer', examples: [1990], minimum: 1800 },
            pool: { type: 'string', enum: ['yes', 'no'] },
          },
        },
      },
    };
    expect(answersFromSchema(schema)).toEqual({
      home: { yearsOwned: 1, kind: 'Brick', built: 1990, pool: 'yes' },
    });
  });

  it('gives up, rather than guess, on a rule it cannot meet', () => {
    const schema = {
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string', pattern: '^Q[0-9]{7}$' } },
    };
    expect(answersFromSchema(schema)).toBeUndefined();
  });
});
