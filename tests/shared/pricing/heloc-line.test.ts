import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from '../../../src/shared/pricing/amortization.ts';
import { creditLineOf } from '../../../src/shared/pricing/credit-line.ts';
import { type PriceOptions, price } from '../../../src/shared/pricing/pricing-engine.ts';
import { baselineFacts as baseline, rateSheet as sheet } from '../../support/pricing-baseline.ts';

const offer = (id: string, options: PriceOptions = {}) => {
  const found = price(sheet, baseline, options).products.find((product) => product.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};

describe('a line of credit priced on the line it grants', () => {
  it('prices a 250,000 line (90% CLTV) at 9.000% while the 50,000 draw alone would be 8.000%', () => {
    const line = offer('HELOC-360-0', { lineAmountCents: 250_000_00 });
    expect(line).toMatchObject({ rate: 9, apr: 9, loanAmount: 50_000, lineAmount: 250_000 });
    // The payment and the fee are on the draw.
    expect(line.monthlyPayment).toBe(monthlyPaymentCents(50_000_00, 9, 360) / 100);
    expect(line.monthlyPayment).toBe(402.31);
    expect(offer('HELOC-360-2', { lineAmountCents: 250_000_00 }).originationFee).toBe(1_000);
  });

  it('defaults the line to the amount asked for, priced at its own CLTV (50%: 8.000%)', () => {
    expect(offer('HELOC-360-0')).toMatchObject({ rate: 8, loanAmount: 50_000, lineAmount: 50_000 });
  });

  it('moves the rate with the line band by band: 100,000 (60%) 8.000%, 150,000 (70%) 8.250%, 200,000 (80%) 8.500%', () => {
    const rateAt = (line: number) => offer('HELOC-360-0', { lineAmountCents: line * 100 }).rate;
    expect([100_000, 150_000, 200_000].map(rateAt)).toEqual([8, 8.25, 8.5]);
  });

  it('keeps the line within the program minimum and the largest line the caps allow, on the step', () => {
    expect(offer('HELOC-360-0', { lineAmountCents: 900_000_00 })).toMatchObject({
      lineAmount: 250_000,
      maxLoanAmount: 250_000,
      minLoanAmount: 25_000,
    });
    expect(offer('HELOC-360-0', { lineAmountCents: 120_400_00 }).lineAmount).toBe(120_000);
  });

  it('never draws more than the line', () => {
    expect(offer('HELOC-360-0', { lineAmountCents: 30_000_00 })).toMatchObject({
      loanAmount: 30_000,
      lineAmount: 30_000,
    });
  });

  it('caps the line by the debt-to-income limit: the qualifying payment is on the whole line', () => {
    const lowIncome = { ...baseline, monthlyIncomeCents: 5_000_00 };
    const line = price(sheet, lowIncome, { lineAmountCents: 250_000_00 }).products.find(
      (product) => product.id === 'HELOC-360-0',
    );
    expect(line?.maxLoanAmount).toBeLessThan(250_000);
    expect(line?.lineAmount).toBe(line?.maxLoanAmount);
  });

  it('gives a fixed-rate loan no line, whatever line is asked', () => {
    const loan = offer('HELOAN-360-0', { lineAmountCents: 250_000_00 });
    expect(loan.lineAmount).toBeUndefined();
    expect(loan).toMatchObject({ loanAmount: 50_000, rate: 7.625 });
    expect(creditLineOf(loan)).toBeNull();
  });

  it('reads an offer chosen before lines were chosen as the largest line, as its loan recorded it', () => {
    const { lineAmount: _line, ...older } = offer('HELOC-360-0');
    expect(creditLineOf(older)).toBe(250_000);
    expect(creditLineOf(offer('HELOC-360-0', { lineAmountCents: 120_000_00 }))).toBe(120_000);
  });
});
