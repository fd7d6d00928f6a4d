// @vitest-environment jsdom
// URLA 2d is asked once: other-liabilities starts from the monthly amount the stated income step asked before
// pricing. Its yes/no is answered and the first item holds the amount, with the step's own validator (a prefilled
// value it refused would be left out): the item's type is left for the borrower, and Continue names it.
import { describe, expect, it } from 'vitest';
import { startingAnswers } from '../../../src/client/flow-engine/form/prefilled-answers.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';

const stated = (otherMonthlyObligations?: number) => ({
  applicant: {
    income: {
      source: 'Employed',
      statedAnnualIncome: 90_000,
      ...(otherMonthlyObligations === undefined ? {} : { otherMonthlyObligations }),
    },
  },
});

describe('other-liabilities prefilled from the stated income', () => {
  it('shows yes and the amount already given in the first item, its type still to choose', async () => {
    const { document, validator } = await loadStepFormParts('other-liabilities', 'en');
    const answers = startingAnswers(document, stated(450), {}, validator);
    expect(answers).toEqual({
      applicant: { otherLiabilities: { hasAny: 'yes', items: [{ monthlyPayment: 450 }] } },
    });
    const { errors } = validator.validateFormData(answers, document.schema as never);
    const properties = errors.map((error) => error.property);
    expect(properties).toContain('.applicant.otherLiabilities.items.0.type');
    expect(properties.filter((property) => /hasAny|monthlyPayment/.test(property ?? ''))).toEqual([]);
  });

  it('shows no when nothing was stated, and keeps what the borrower saved', async () => {
    const { document, validator } = await loadStepFormParts('other-liabilities', 'en');
    expect(startingAnswers(document, stated(), {}, validator)).toEqual({
      applicant: { otherLiabilities: { hasAny: 'no' } },
    });
    const saved = {
      ...stated(450),
      applicant: {
        ...stated(450).applicant,
        otherLiabilities: { hasAny: 'yes', items: [{ type: 'Alimony', monthlyPayment: 300 }] },
      },
    };
    expect(startingAnswers(document, saved, {}, validator)).toEqual({
      applicant: { otherLiabilities: saved.applicant.otherLiabilities },
    });
  });
});
