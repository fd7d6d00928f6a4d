import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PricingFacts, PricingLiability } from '../../src/shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../src/shared/pricing/rate-sheet-types.ts';

/** The product's own rate sheet, as the server loads it. */
export const rateSheet = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/server/pricing/rate-sheet.json'), 'utf8'),
) as RateSheet;

/** The baseline's first mortgage on the home: 200,000 at 1,500/month, staying. */
export const firstMortgage: PricingLiability = {
  id: 'mortgage-1',
  type: 'Mortgage',
  outstandingBalanceCents: 200_000_00,
  monthlyPaymentCents: 1_500_00,
  securedBySubjectProperty: true,
  payoff: 'STAYS',
};

/** Issue 18 item 1's baseline: OH, single family, primary, 500,000 with a 200,000 first at 1,500/month, 10,000/month. */
export const baselineFacts: PricingFacts = {
  propertyValueCents: 500_000_00,
  state: 'OH',
  occupancy: 'PrimaryResidence',
  propertyType: 'SingleFamily',
  creditScore: 780,
  requestedCashCents: 50_000_00,
  monthlyIncomeCents: 10_000_00,
  liabilities: [firstMortgage],
};
