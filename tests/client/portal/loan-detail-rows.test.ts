import { describe, expect, it } from 'vitest';
import { type LoanDetailFacts, loanDetailRows } from '../../../src/client/loans/loan-detail-rows.ts';

const heloc: LoanDetailFacts = {
  productType: 'HELOC',
  monthlyPayment: 794.5,
  amount: 101000,
  totalLineAmount: 123000,
  interestRate: 8.75,
  apr: 8.75,
  rateLockDate: '2026-11-02',
  rateLockExpiration: '2026-12-02',
};

const fixed: LoanDetailFacts = {
  productType: 'Fixed Home Equity Loan',
  monthlyPayment: 1199.1,
  amount: 60000,
  totalLineAmount: null,
  interestRate: 7.625,
  apr: 8.012,
  rateLockDate: null,
  rateLockExpiration: null,
};

const asMap = (facts: LoanDetailFacts) => Object.fromEntries(loanDetailRows(facts));

describe("'Loan Details' (spec 2.8)", () => {
  it('a HELOC: Initial Draw Amount, its credit line, the interest rate as the APR, the lock dates', () => {
    expect(loanDetailRows(heloc)).toEqual([
      ['Product', 'Home equity line of credit (HELOC)'],
      ['Monthly Payment', '$794.50'],
      ['Initial Draw Amount', '$101,000'],
      ['Total Credit Line Amount', '$123,000'],
      ['Interest Rate / APR *', '8.75% / 8.75%'],
      ['Loan Term', '30 Years'],
      ['Rate Lock', 'Nov 02, 2026'],
      ['Rate Expiration', 'Dec 02, 2026'],
    ]);
  });

  it("a fixed loan: 'Loan Amount', no credit line, and its own APR beside the rate", () => {
    const rows = asMap(fixed);
    expect(rows['Loan Amount']).toBe('$60,000');
    expect(rows['Initial Draw Amount']).toBeUndefined();
    expect(rows['Total Credit Line Amount']).toBe('N/A');
    expect(rows['Interest Rate / APR *']).toBe('7.625% / 8.012%');
    expect(rows['Monthly Payment']).toBe('$1,199.10');
    expect(rows['Loan Term']).toBe('30 Years');
    expect(rows['Rate Lock']).toBe('Not locked yet');
  });

  it('recognises HELOC anywhere in the product type, in any case', () => {
    expect(asMap({ ...fixed, productType: 'Piggyback heloc 2nd' })['Initial Draw Amount']).toBe('$60,000');
  });

  it('rounds the loan amount to whole dollars and keeps cents on the payment', () => {
    const rows = asMap({ ...heloc, amount: 100999.6, monthlyPayment: 12 });
    expect(rows['Initial Draw Amount']).toBe('$101,000');
    expect(rows['Monthly Payment']).toBe('$12.00');
  });
});
