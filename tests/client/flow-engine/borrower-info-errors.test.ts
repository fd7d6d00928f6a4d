import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import addressFormer from '../../../schemas/steps/address-former.json';
import addressHistory from '../../../schemas/steps/address-history.json';
import applicantEmployment from '../../../schemas/steps/applicant-employment.json';
import applicantLegal from '../../../schemas/steps/applicant-legal.json';
import otherIncome from '../../../schemas/steps/other-income.json';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { stepValidator } from '../../support/runtime-validator.ts';

beforeAll(() => loadEngineWords());

interface Step {
  schema: unknown;
  uiSchema: unknown;
}

/**
 * The errors a borrower sees for these answers, as the summary shows them: `Field: message`, or the message alone
 * when it names the field already.
 */
function errorsFor(step: Step, formData: unknown): string[] {
  const schema = step.schema as RJSFSchema;
  const { errors } = stepValidator.validateFormData(
    formData,
    schema,
    undefined,
    friendlyErrors(schema),
    step.uiSchema as UiSchema,
  );
  return errors.map((error) => error.stack);
}

const address = { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' };

describe('errors on the borrower-information screens name the question as the screen asks it', () => {
  it('for a follow-up question, without a second line for the condition that called for it', () => {
    const current = { address, years: 1, months: 0, housing: 'Rent' };
    expect(errorsFor(addressHistory, { applicant: { residence: { current } } })).toEqual([
      'Monthly rent: Enter a whole dollar amount',
    ]);
    const sources = [{ type: 'Other' }];
    expect(errorsFor(otherIncome, { applicant: { otherIncome: { hasOther: 'yes', sources } } })).toEqual([
      'Describe this income: Describe the income',
      'Monthly amount: Enter a whole dollar amount',
    ]);
  });

  it('for an answer inside an item of a list, by the item field’s own title and widget', () => {
    const former = [{ address: { ...address, zip: '4321' }, years: 1, months: 14, housing: 'Rent' }];
    expect(errorsFor(addressFormer, { applicant: { residence: { former } } })).toEqual([
      'Monthly rent: Enter a whole dollar amount',
      'Enter a 5-digit ZIP code',
      'Months at this address must be at most 11',
    ]);
  });

  it('for a list left empty and a borrower under 18', () => {
    const legal = {
      firstName: 'Ken',
      lastName: 'Okafor',
      dateOfBirth: '2012-01-01',
      citizenship: 'USCitizen',
      maritalStatus: 'Married',
      dependentsCount: 1,
      dependentAges: [],
    };
    expect(errorsFor(applicantLegal, { applicant: { legal } })).toEqual([
      "Ages of dependents: Add at least one dependent's age",
      'Enter a real date of birth as mm/dd/yyyy; you must be at least 18',
    ]);
  });

  it('for the self-employed’s ownership share and a job without its base pay', () => {
    const primary = {
      employerName: 'Okafor Marine Surveys LLC',
      position: 'Principal surveyor',
      startDate: '2020-01-01',
      yearsOnJob: 6,
      yearsInLineOfWork: 12,
      monthsInLineOfWork: 0,
      address: { street: '401 Channelside Walk Way', city: 'Tampa', state: 'FL', zip: '33602' },
      monthlyIncomeOrLoss: -500,
      specialRelationship: false,
      monthlyIncome: {},
    };
    expect(
      errorsFor(applicantEmployment, { applicant: { employment: { status: 'SelfEmployed', primary } } }),
    ).toEqual(['Choose your share of ownership', 'Base pay per month: Enter a whole dollar amount']);
  });
});
