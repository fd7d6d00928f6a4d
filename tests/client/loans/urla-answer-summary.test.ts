import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeAnswers } from '../../../src/client/loans/answer-summary.ts';

const step = (screen: string) =>
  JSON.parse(readFileSync(new URL(`../../../schemas/steps/${screen}.json`, import.meta.url), 'utf8')) as {
    schema: unknown;
    uiSchema: unknown;
  };
const maximal = JSON.parse(
  readFileSync(new URL('../../fixtures/slim-1/maximal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const lines = (screen: string, data: unknown = maximal) => {
  const { schema, uiSchema } = step(screen);
  return summarizeAnswers(schema, uiSchema, data);
};

describe('the review words the URLA questions of issue 18 in plain words', () => {
  it('type of credit with the joint-credit intent, units and mixed use', () => {
    expect(lines('credit-and-home')).toEqual(
      expect.arrayContaining([
        { label: 'Type of credit', value: 'I am applying for joint credit with other borrowers' },
        { label: 'Total number of borrowers', value: '2' },
        expect.objectContaining({ label: 'We, the applicants, intend to apply for joint credit' }),
        { label: 'Number of units in the home', value: '2' },
        expect.objectContaining({ value: 'Yes' }),
      ]),
    );
  });

  it('other liabilities of URLA 2d by their kind and monthly payment', () => {
    const text = JSON.stringify(lines('other-liabilities'));
    expect(text).toContain('Child support');
    expect(text).toContain('$450');
    expect(text).toContain('Union dues');
  });

  it('the employer address on one line and the months in this line of work', () => {
    const text = JSON.stringify(lines('applicant-employment'));
    expect(text).toContain('1200 East Broad Street, Columbus, OH 43205');
    expect(text).toContain('Months in this line of work');
  });

  it('sex answered as both female and male', () => {
    expect(lines('demographics-sex', { demographics: { sex: ['Female', 'Male'] } })).toEqual([
      { label: 'Sex (choose all that apply)', value: 'Female, Male' },
    ]);
  });
});
