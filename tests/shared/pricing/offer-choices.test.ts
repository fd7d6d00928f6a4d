import { describe, expect, it } from 'vitest';
import { amountBounds, clampAmount, offerGroups } from '../../../src/shared/pricing/offer-choices.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';

const product = (
  productType: string,
  termMonths: number,
  fee: number,
  maxLoanAmount = 200_000,
): PricedProduct => ({
  id: `${productType}-${termMonths}-${fee}`,
  productType,
  productName: productType,
  creditType: 'open-end',
  termMonths,
  rate: 8 - fee / 2,
  apr: 8 - fee / 2,
  originationFeePercent: fee,
  originationFee: 0,
  loanAmount: 50_000,
  monthlyPayment: 366.88,
  maxLoanAmount,
  cashToBorrower: 50_000,
  qualifyingPayment: 366.88,
});

describe('the offer chooser’s rules', () => {
  it('bounds the amount by the required payoffs (rounded up to the step) and the largest offer', () => {
    expect(
      amountBounds({
        products: [product('HELOC', 360, 0, 180_000), product('HELOAN', 360, 0, 240_000)],
        minAmount: 0,
      }),
    ).toEqual({ min: 25_000, max: 240_000, step: 1_000 });
    expect(amountBounds({ products: [product('HELOC', 360, 0)], minAmount: 42_345.67 }).min).toBe(43_000);
  });

  it.each([
    [10_000, 25_000],
    [61_499, 61_000],
    [61_500, 62_000],
    [999_000, 240_000],
  ])('clamps %i to %i', (amount, expected) => {
    expect(clampAmount(amount, { min: 25_000, max: 240_000, step: 1_000 })).toBe(expected);
  });

  it('groups offers by product, terms in the order 360, 240, 180, fees from 0% up', () => {
    const products = [
      product('HELOC', 180, 2),
      product('HELOC', 360, 2),
      product('HELOC', 360, 0),
      product('HELOAN', 240, 0),
      product('HELOC', 240, 0),
    ];
    const groups = offerGroups(products);
    expect(groups.map((g) => `${g.productType}-${g.termMonths}`)).toEqual([
      'HELOC-360',
      'HELOC-240',
      'HELOC-180',
      'HELOAN-240',
    ]);
    expect(groups[0]?.offers.map((o) => o.originationFeePercent)).toEqual([0, 2]);
  });
});
