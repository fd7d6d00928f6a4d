import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeAnswers } from '../../../src/client/loans/answer-summary.ts';

const step = (screen: string) =>
  JSON.parse(readFileSync(new URL(`../../../schemas/steps/${screen}.json`, import.meta.url), 'utf8')) as {
    schema: unknown;
    uiSchema: unknown;
  };
const data = (flow: string, name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${flow}/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('review summaries', () => {
  it('labels each answer by its title, choices by their titles, follow-ups when answered', () => {
    const { schema, uiSchema } = step('cosigner-support');
    expect(summarizeAnswers(schema, uiSchema, data('slim-1', 'maximal'))).toEqual([
      { label: 'Will someone cosign or support your application without being a borrower?', value: 'Yes' },
      { label: "Cosigner's first name", value: 'Teresa' },
      { label: "Cosigner's last name", value: 'Alvarez' },
      { label: 'Their relationship to you', value: 'Parent' },
    ]);
    expect(summarizeAnswers(schema, uiSchema, data('slim-1', 'minimal'))).toEqual([
      { label: 'Will someone cosign or support your application without being a borrower?', value: 'No' },
    ]);
  });

  it('words answers through the widget registry: the SSN masked, an address on one line', () => {
    const ssn = step('applicant-ssn');
    const lines = summarizeAnswers(ssn.schema, ssn.uiSchema, data('slim-1', 'maximal'));
    const text = JSON.stringify(lines);
    expect(text).not.toContain('524189630');
    expect(text).toContain('9630');
    const address = step('property-address');
    const addressText = JSON.stringify(
      summarizeAnswers(address.schema, address.uiSchema, data('slim-1', 'minimal')),
    );
    expect(addressText).toContain('418 Maple Avenue, Columbus, OH 43215');
  });
});
