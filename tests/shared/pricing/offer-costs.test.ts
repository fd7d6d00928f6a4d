import { describe, expect, it } from 'vitest';
import { totalOfPaymentsCents } from '../../../src/shared/pricing/amortization.ts';
import { lowestOffers, offerCost } from '../../../src/shared/pricing/offer-costs.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import { baselineFacts as baseline, rateSheet as sheet } from '../../support/pricing-baseline.ts';

const { products } = price(sheet, baseline);
const byId = (id: string) => {
  const found = products.find((product) => product.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};

describe('total of payments', () => {
  it('adds 359 payments of 366.88 and a last one adjusted to the balance left (50,000 at 8% for 30 years)', () => {
    // 359 × 366.88 = 131,709.92; the last payment is 370.00 (3.12 more than the others), interest rounded half up each month.
    expect(totalOfPaymentsCents(50_000_00, 8, 360)).toBe(132_079_92);
  });

  it('is the principal alone at 0% and nothing for nothing borrowed', () => {
    expect(totalOfPaymentsCents(12_000_00, 0, 12)).toBe(12_000_00);
    expect(totalOfPaymentsCents(0, 8, 360)).toBe(0);
  });
});

describe('what an offer costs and what its fee buys', () => {
  it('costs the no-fee line 132,079.92 over 30 years, with no break-even to speak of', () => {
    expect(offerCost(byId('HELOC-360-0'), products)).toEqual({
      totalOfPaymentsCents: 132_079_92,
      totalCostCents: 132_079_92,
      monthlySavingsCents: null,
      breakEvenMonths: null,
    });
  });

  it('repays a 1% fee (500.00) in 39 months of a payment 12.98 lower (366.88 → 353.90)', () => {
    const cost = offerCost(byId('HELOC-360-1'), products);
    expect(byId('HELOC-360-1').monthlyPayment).toBe(353.9);
    expect(cost.monthlySavingsCents).toBe(12_98);
    expect(cost.breakEvenMonths).toBe(39);
    expect(cost.totalCostCents).toBe(cost.totalOfPaymentsCents + 500_00);
  });

  it('repays a 3% fee (1,500.00) in 44 months of a payment 34.23 lower (366.88 → 332.65)', () => {
    const cost = offerCost(byId('HELOC-360-3'), products);
    expect(cost.monthlySavingsCents).toBe(34_23);
    expect(cost.breakEvenMonths).toBe(44);
  });

  it('marks the lowest monthly payment (the longest term, largest fee) and the lowest total cost (the shortest)', () => {
    const lowest = lowestOffers(products);
    expect(lowest.monthly).toBe('HELOAN-360-3');
    expect(lowest.total).toBe('HELOAN-180-3');
    const costs = products.map((product) => offerCost(product, products).totalCostCents);
    expect(Math.min(...costs)).toBe(offerCost(byId('HELOAN-180-3'), products).totalCostCents);
  });

  it('has nothing to mark without offers', () => {
    expect(lowestOffers([])).toEqual({});
  });
});
