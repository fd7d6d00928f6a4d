import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import contactInfo from '../../../schemas/steps/contact-info.json';
import createAccount from '../../../schemas/steps/create-account.json';
import loanAmount from '../../../schemas/steps/loan-amount.json';
import propertyAddress from '../../../schemas/steps/property-address.json';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { stepValidator } from '../../support/runtime-validator.ts';

interface Step {
  schema: unknown;
  uiSchema: unknown;
}

/** The errors a borrower sees for these answers: `Field: message` lines, as the summary shows them. */
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
      ['ZIP code: Enter a 5-digit ZIP code'],
    ],
    [
      'no street and no state',
      propertyAddress,
      { property: { address: { city: 'Columbus', zip: '43215' } } },
      ['Street address: Enter the street address', 'State: Choose a state'],
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
      ['Email: Enter an email address like name@example.com'],
    ],
    [
      'no first name',
      contactInfo,
      { contactInfo: { ...contact, firstName: undefined } },
      ['First name: Enter first name'],
    ],
    [
      'no answer to a question',
      createAccount,
      { loan: {} },
      ['What will you use the money for?: Choose an answer to “What will you use the money for?”'],
    ],
    [
      'an answer that is not one of the choices, once',
      createAccount,
      { loan: { purpose: 'Vacation' } },
      ['What will you use the money for?: Choose an answer to “What will you use the money for?”'],
    ],
  ])('%s', (_case, step, formData, expected) => {
    expect(errorsFor(step, formData)).toEqual(expected);
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
