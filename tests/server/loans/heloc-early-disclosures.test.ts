import { describe, expect, it } from 'vitest';
import { disclosuresPage, sampleDocumentPage } from '../../../src/server/loans/disclosures-page.ts';
import {
  formatPeriodicRate,
  minimumPaymentExample,
} from '../../../src/server/loans/heloc-early-disclosures.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';

const line: PricedProduct = {
  id: 'HELOC-360-0',
  productType: 'HELOC',
  productName: 'Home equity line of credit',
  creditType: 'open-end',
  termMonths: 360,
  rate: 8.25,
  apr: 8.25,
  originationFeePercent: 2,
  originationFee: 1000,
  loanAmount: 50000,
  lineAmount: 250000,
  monthlyPayment: 375.63,
  qualifyingPayment: 375.63,
  maxLoanAmount: 250000,
  cashToBorrower: 49000,
};

const page = (product: PricedProduct) =>
  disclosuresPage({
    borrowerName: 'Rosa Alvarez',
    propertyAddress: '1 Main Street, Columbus, OH 43004',
    lenderName: 'Example Lending',
    lenderNmlsId: '1000001',
    product,
    issuedOn: '2026-11-28',
    thirdPartyFees: [
      { name: 'Settlement agent fee', amountCents: 15_000, financeCharge: true },
      { name: 'Flood zone determination', amountCents: 1_500, financeCharge: false },
    ],
  });

/** The text of the page without its markup, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the periodic rate', () => {
  it('shows 8.25% a year as 0.6875% a month, not 0.688%', () => {
    expect(formatPeriodicRate(8.25)).toBe('0.6875%');
  });

  it('gives the annual rate back, to the sheet’s three decimals, when multiplied by 12, for every eighth from 4% to 14%', () => {
    for (let eighths = 32; eighths <= 112; eighths += 1) {
      const annual = eighths / 8;
      const monthly = Number(formatPeriodicRate(annual).replace('%', ''));
      expect(Number((monthly * 12).toFixed(3)), `${annual}%`).toBe(annual);
    }
  });
});

describe('the minimum payment example on $10,000', () => {
  it('repays 10,000 at 8.25% over 360 months: 359 payments of $75.13 and a final $69.91', () => {
    expect(minimumPaymentExample(8.25, 360)).toEqual({
      payments: 360,
      paymentCents: 7513,
      finalPaymentCents: 6991,
    });
  });

  it('repays 10,000 at 9% over 240 months: 239 payments of $89.97 and a final $91.75', () => {
    expect(minimumPaymentExample(9, 240)).toEqual({
      payments: 240,
      paymentCents: 8997,
      finalPaymentCents: 9175,
    });
  });

  it('repays 10,000 at 8.25% over 180 months: 179 payments of $97.01 and a final $98.53', () => {
    expect(minimumPaymentExample(8.25, 180)).toEqual({
      payments: 180,
      paymentCents: 9701,
      finalPaymentCents: 9853,
    });
  });
});

describe('the HELOC early disclosures (1026.40(d))', () => {
  const shown = text(page(line));

  it('disclose the line as fixed rate, with no variable-rate wording', () => {
    expect(shown).toContain('Annual percentage rate (fixed) 8.25%');
    expect(shown).toContain('Periodic rate (monthly) 0.6875%');
    expect(shown).toContain('fixed annual percentage rate of 8.25%, a monthly periodic rate of 0.6875%');
    expect(shown).toContain('not tied to an index');
    expect(shown.toLowerCase()).not.toContain('variable');
  });

  it('have every part 1026.40(d) asks, under its own heading', () => {
    for (const heading of [
      'Availability of terms',
      'Security interest',
      'Possible actions: termination, suspension, reduction and changes',
      'Fixed annual percentage rate',
      'Draw period and repayment period',
      'Minimum payment requirements',
      'Minimum payment example',
      'Balloon payment',
      'Fees and charges',
      'Negative amortization',
      'Transaction requirements',
      'Tax deductibility',
    ])
      expect(page(line)).toMatch(new RegExp(`<h3 id="[a-z-]+">${heading}</h3>`));
    expect(shown).toContain('You could lose your home');
    expect(shown).toContain('terminate your line');
    expect(shown).toContain('reduce your credit line');
    expect(shown).toContain('refund every fee');
    expect(shown).toContain('consult a tax advisor');
    expect(shown).toContain('there is no balloon payment');
  });

  it('give the $10,000 example to the cent, the draw, the line and the term', () => {
    expect(shown).toContain('359 monthly payments of $75.13 and a final payment of $69.91');
    expect(shown).toContain('initial draw of $50,000.00');
    expect(shown).toContain('credit line of $250,000.00');
    expect(shown).toContain('30 years');
  });

  it('name the creditor’s fee and the third parties’ fees with their total', () => {
    expect(shown).toContain('origination fee of $1,000.00 (2% of the initial draw)');
    expect(shown).toContain('Flood zone determination $15.00');
    expect(shown).toContain('These fees generally total $165.00.');
  });

  it('link the CFPB brochure by its title', () => {
    expect(page(line)).toContain('https://files.consumerfinance.gov/f/201401_cfpb_booklet_heloc.pdf');
    expect(shown).toContain('What You Should Know About Home Equity Lines of Credit');
  });

  it('are not part of a closed-end loan’s page', () => {
    const loan = text(
      page({
        ...line,
        id: 'HELOAN-180-0',
        productType: 'HELOAN',
        creditType: 'closed-end',
        lineAmount: undefined,
      }),
    );
    expect(loan).toContain('Interest rate (fixed)');
    expect(loan).not.toContain('Minimum payment example');
    expect(loan).not.toContain('CFPB');
  });
});

describe('the sample document the E-SIGN consent is given on', () => {
  it('is a page in the same format that discloses nothing', () => {
    const sample = text(sampleDocumentPage('Example Lending'));
    expect(sample).toContain('Sample document');
    expect(sample).not.toMatch(/\$|rate|APR/i);
  });
});
