import { describe, expect, it } from 'vitest';
import { firstLienOf, liabilitiesOf, pricingLiabilitiesOf } from '../../../src/server/credit/liabilities.ts';
import type { Tradeline } from '../../../src/server/providers/credit/credit-provider.ts';

const line = (
  id: string,
  type: Tradeline['type'],
  balance: number,
  extra: Partial<Tradeline> = {},
): Tradeline => ({
  id,
  type,
  creditor: 'Bank',
  accountLast4: '0000',
  balanceCents: balance * 100,
  monthlyPaymentCents: 100_00,
  securedBySubjectProperty: type === 'Mortgage' || type === 'HELOC',
  ...extra,
});

const handling = (tradelines: Tradeline[]) =>
  Object.fromEntries(liabilitiesOf(tradelines, {}).map((l) => [l.id, l.paidOffHandling]));

describe('issue 18 item 6: lien position, not tradeline type, decides what is paid off', () => {
  it('keeps the first lien and requires a closed-end second to be paid off, whichever the report lists first', () => {
    const second = line('second', 'Mortgage', 40_000, { lienPosition: 2 });
    const first = line('first', 'Mortgage', 200_000, { lienPosition: 1 });
    expect(handling([second, first])).toEqual({ second: 'REQUIRED', first: 'NOT_ALLOWED' });
  });

  it('keeps a line that is the first lien and requires a mortgage behind it to be paid off', () => {
    const heloc = line('heloc', 'HELOC', 150_000, { lienPosition: 1, creditLimitCents: 200_000_00 });
    const mortgage = line('mortgage', 'Mortgage', 20_000, { lienPosition: 2 });
    expect(handling([mortgage, heloc])).toEqual({ mortgage: 'REQUIRED', heloc: 'NOT_ALLOWED' });
    expect(pricingLiabilitiesOf([mortgage, heloc], {}).map((l) => l.payoff)).toEqual(['REQUIRED', 'STAYS']);
  });

  it('without positions presumes the largest mortgage on the home first, whatever the order', () => {
    const second = line('second', 'Mortgage', 40_000);
    const first = line('first', 'Mortgage', 200_000);
    expect(firstLienOf([second, first])?.id).toBe('first');
    expect(handling([second, first, line('card', 'Revolving', 2_000)])).toEqual({
      second: 'REQUIRED',
      first: 'NOT_ALLOWED',
      card: 'OPTIONAL',
    });
  });

  it('never leaves two liens staying: at most one lien on the home is not paid off', () => {
    const lines = [
      line('a', 'Mortgage', 90_000),
      line('b', 'HELOC', 60_000, { creditLimitCents: 80_000_00 }),
      line('c', 'Installment', 15_000, { securedBySubjectProperty: true }),
    ];
    const staying = pricingLiabilitiesOf(lines, {}).filter(
      (l) => l.securedBySubjectProperty && l.payoff === 'STAYS',
    );
    expect(staying.map((l) => l.id)).toEqual(['a']);
  });
});
