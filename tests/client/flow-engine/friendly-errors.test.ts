import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import contactInfo from '../../../schemas/steps/contact-info.json';
import createAccount from '../../../schemas/steps/create-account.json';
import loanAmount from '../../../schemas/steps/loan-amount.json';
import propertyAddress from '../../../schemas/steps/property-address.json';
import { fieldLine, friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
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
const contact = { firstName: 'Rosa', lastName: 'Alvarez', email: 'rosa@example.com', phone: '6145550123' };

describe('errors in the borrower’s words, naming the field', () => {
  it.each([
    [
      'an amount below the minimum',
      loanAmount,
      { loan: { loan_amt: 2000 } },
      ['Amount you would like: Enter a whole dollar amount of at least $25,000'],
    ],
    [
      'an amount off the $1,000 steps',
      loanAmount,
      { loan: { loan_amt: 25500 } },
      ['Amount you would like: Enter an amount in steps of $1,000'],
    ],
    ['no amount', loanAmount, { loan: {} }, ['Amount you would like: Enter a whole dollar amount']],
    [
      'a short ZIP code',
      propertyAddress,
      { property: { address: { ...address, zip: '123' } } },
      ['Enter a 5-digit ZIP code'],
    ],
    [
      'no street and no state',
      propertyAddress,
      { property: { address: { city: 'Columbus', zip: '43215' } } },
      ['Enter the street address', 'Choose a state'],
    ],
    [
      'a short phone number',
      contactInfo,
      { contactInfo: { ...contact, phone: '614555' } },
      ['Mobile phone: Enter a 10-digit US phone number'],
    ],
    [
      'an email without a domain',
      contactInfo,
      { contactInfo: { ...contact, email: 'rosa@' } },
      ['Enter an email address like name@example.com'],
    ],
    [
      'no first name',
      contactInfo,
      { contactInfo: { ...contact, firstName: undefined } },
      ['Enter first name'],
    ],
    [
      'no answer to a question',
      createAccount,
      { loan: {} },
      ['Choose an answer to “What will you use the money for?”'],
    ],
    [
      'an answer that is not one of the choices, once',
      createAccount,
      { loan: { purpose: 'Vacation' } },
      ['Choose an answer to “What will you use the money for?”'],
    ],
  ])('%s', (_case, step, formData, expected) => {
    expect(errorsFor(step, formData)).toEqual(expected);
  });

  it('names the field before a message that does not name it, whole words only', () => {
    expect(fieldLine('City', 'Enter the capacity')).toBe('City: Enter the capacity');
    expect(fieldLine('ZIP code', 'This ZIP code is not in Oregon')).toBe('This ZIP code is not in Oregon');
    expect(fieldLine('Why? (a)', 'Choose an answer to “why? (a)”')).toBe('Choose an answer to “why? (a)”');
  });

  it('uses a step’s own ui:options.errorMessages first', () => {
    const step = structuredClone(loanAmount) as Step & {
      uiSchema: { loan: { loan_amt: Record<string, unknown> } };
    };
    step.uiSchema.loan.loan_amt['ui:options'] = { errorMessages: { minimum: 'We lend from $25,000.' } };
    expect(errorsFor(step, { loan: { loan_amt: 2000 } })).toEqual([
      'Amount you would like: We lend from $25,000.',
    ]);
  });
});
