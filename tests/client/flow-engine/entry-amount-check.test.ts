// The amount step's own check words its message in the borrower's language, with money in that language's format.
import type { FormValidation } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { entryAmountValidator } from '../../../src/client/flow-engine/form/entry-amount-check.ts';
import { loadCatalogue, translator } from '../../../src/client/i18n/messages.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';

const limits = { field: 'loan.amount', minimum: 25_000, step: 1_000, maximum: 495_000, value: 550_000 };

async function messagesFor(locale: Locale, amount: number): Promise<string[]> {
  const t = translator(await loadCatalogue(locale, 'errors'), 'errors');
  const added: string[] = [];
  const errors = { loan: { amount: { addError: (message: string) => added.push(message) } } };
  entryAmountValidator(limits, undefined, { t, locale })(
    { loan: { amount } },
    errors as unknown as FormValidation<Record<string, unknown>>,
  );
  return added;
}

describe('the amount step’s check', () => {
  it('says in English the most this home can support', async () => {
    expect(await messagesFor('en', 600_000)).toEqual([
      'The most this home can support is $495,000, based on its value of $550,000.',
    ]);
  });

  it('says it in Spanish to a borrower who reads Spanish', async () => {
    expect(await messagesFor('es', 600_000)).toEqual([
      'Lo máximo que esta vivienda permite es $495,000, según su valor de $550,000.',
    ]);
  });

  it('lets an amount the home supports through', async () => {
    expect(await messagesFor('es', 495_000)).toEqual([]);
  });
});
