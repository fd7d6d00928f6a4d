import { describe, expect, it } from 'vitest';
import addressStep from '../../../schemas/steps/property-address.json';
import propertyValueStep from '../../../schemas/steps/property-value.json';
import type { StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { answersFor, answersPatch } from '../../../src/shared/flows/step-answers.ts';

const application = {
  appId: '7',
  version: 3,
  lastPath: '/property/info',
  property: {
    address: { street: '77 Harbor Point Drive', unit: '5C', city: 'Tampa', state: 'FL', zip: '33602' },
    info: { propertyType: 'Condominium', occupancy: 'SecondHome' },
    estimatedValue: 310000,
    avmValue: 298000,
  },
  contactInfo: { firstName: 'Ken' },
};

describe("a step's answers are the application's, picked by the step's schema", () => {
  it('takes only the keys the schema declares, at every level', () => {
    expect(answersFor((propertyValueStep as StepDocument).schema, application)).toEqual({
      property: { estimatedValue: 310000 },
    });
    expect(answersFor((addressStep as StepDocument).schema, application)).toEqual({
      property: { address: application.property.address },
    });
  });

  it('is empty for an application without those answers', () => {
    expect(answersFor((addressStep as StepDocument).schema, { appId: '7' })).toEqual({});
  });

  it('includes the follow-up answers a schema declares only in allOf[].then or else', () => {
    const schema = {
      type: 'object',
      properties: {
        legal: {
          type: 'object',
          properties: { dependentsCount: { type: 'integer' } },
          allOf: [
            {
              if: { properties: { dependentsCount: { minimum: 1 } } },
              // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
              then: { properties: { dependentAges: { type: 'array' } } },
              else: { properties: { why: { type: 'object', properties: { note: { type: 'string' } } } } },
            },
          ],
        },
      },
    };
    const application = {
      legal: { dependentsCount: 2, dependentAges: [4, 9], why: { note: 'n', extra: 1 }, ssn: '*****6789' },
    };
    expect(answersFor(schema, application)).toEqual({
      legal: { dependentsCount: 2, dependentAges: [4, 9], why: { note: 'n' } },
    });
  });
});

describe('saving sends a JSON merge patch of what changed', () => {
  const before = { property: { address: { street: '1 Main St', unit: '5C', city: 'Tampa' } } };

  it('is empty when nothing changed', () => {
    expect(answersPatch(before, structuredClone(before))).toEqual({});
  });

  it('carries changed and new answers only', () => {
    const after = { property: { address: { street: '2 Main St', unit: '5C', city: 'Tampa', zip: '33602' } } };
    expect(answersPatch(before, after)).toEqual({
      property: { address: { street: '2 Main St', zip: '33602' } },
    });
  });

  it('deletes a cleared answer with null (the form drops an emptied field)', () => {
    const after = { property: { address: { street: '1 Main St', unit: undefined, city: 'Tampa' } } };
    expect(answersPatch(before, after)).toEqual({ property: { address: { unit: null } } });
  });

  it('sends a whole new section as it is', () => {
    expect(answersPatch({}, { loan: { loan_amt: 75000 } })).toEqual({ loan: { loan_amt: 75000 } });
  });
});
