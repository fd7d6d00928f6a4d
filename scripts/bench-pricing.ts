// `npm run bench:pricing`: prices 10,000 varied applications with the real rate sheet and prints the
// median and p99 time per pricing. A benchmark, not a test: figures go on the issue.
import { performance } from 'node:perf_hooks';
import { DEFAULT_RATE_SHEET_FILE } from '../src/server/config.ts';
import { loadRateSheet } from '../src/server/pricing/rate-sheet-loader.ts';
import { fractionOf } from '../src/server/providers/seeded.ts';
import { price } from '../src/shared/pricing/pricing-engine.ts';
import type { PricingFacts } from '../src/shared/pricing/pricing-types.ts';
import type { Occupancy } from '../src/shared/pricing/rate-sheet-types.ts';

const COUNT = 10_000;
const sheet = loadRateSheet(DEFAULT_RATE_SHEET_FILE);
const states = ['OH', 'TX', 'NY', 'FL', 'CA', 'PA', 'IL', 'GA'];
const occupancies: Occupancy[] = ['PrimaryResidence', 'PrimaryResidence', 'SecondHome', 'Investment'];
const types = ['SingleFamily', 'Townhouse', 'Condominium', 'MultiFamily'];

function facts(i: number): PricingFacts {
  const f = (n: number) => fractionOf(i, n);
  const value = Math.round(150_000 + f(1) * 1_350_000) * 100;
  return {
    propertyValueCents: value,
    state: states[Math.floor(f(2) * states.length)] as string,
    occupancy: occupancies[Math.floor(f(3) * occupancies.length)] as Occupancy,
    propertyType: types[Math.floor(f(4) * types.length)] as string,
    creditScore: 620 + Math.floor(f(5) * 200),
    requestedCashCents: Math.round(10_000 + f(6) * 300_000) * 100,
    monthlyIncomeCents: Math.round(4_000 + f(7) * 30_000) * 100,
    liabilities: [
      {
        id: 'm',
        type: 'Mortgage',
        outstandingBalanceCents: Math.round(value * f(8) * 0.7),
        monthlyPaymentCents: 150_000,
        securedBySubjectProperty: true,
        payoff: 'STAYS',
      },
      {
        id: 'c',
        type: 'Revolving',
        outstandingBalanceCents: Math.round(f(9) * 1_500_000),
        monthlyPaymentCents: 15_000,
        securedBySubjectProperty: false,
        payoff: f(10) < 0.3 ? 'CHOSEN' : 'STAYS',
      },
      ...(f(11) < 0.25
        ? [
            {
              id: 'h',
              type: 'HELOC' as const,
              outstandingBalanceCents: 2_500_000,
              monthlyPaymentCents: 20_000,
              creditLimitCents: 5_000_000,
              securedBySubjectProperty: true,
              payoff: 'REQUIRED' as const,
            },
          ]
        : []),
    ],
  };
}

const inputs = Array.from({ length: COUNT }, (_, i) => facts(i));
for (const input of inputs.slice(0, 200)) price(sheet, input); // warm-up
const timings: number[] = [];
let offers = 0;
for (const input of inputs) {
  const start = performance.now();
  offers += price(sheet, input).products.length;
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const at = (q: number) =>
  (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] as number).toFixed(3);
console.log(`priced ${COUNT} applications (${offers} offers) with ${sheet.name}`);
console.log(`per pricing: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
