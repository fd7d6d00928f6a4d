import { fractionOf } from '../seeded.ts';
import type { Tradeline } from './credit-provider.ts';

/**
 * The key factors the embedded bureau reports with a score, worded as bureaus word their reason codes: read from the
 * simulated file (how full the cards are, what is owed, how many accounts) and the score, with recent inquiries
 * from the seed. At most four, most important first, as a bureau gives them.
 */
export function simulatedKeyFactors(score: number, tradelines: readonly Tradeline[], seed: number): string[] {
  const factors: string[] = [];
  if (score < 660) factors.push('Level of delinquency on accounts');
  else if (score < 720) factors.push('Time since delinquency is too recent or unknown');
  const revolving = tradelines.filter((line) => line.type === 'Revolving' && line.creditLimitCents);
  const limits = revolving.reduce((total, line) => total + (line.creditLimitCents ?? 0), 0);
  const balances = revolving.reduce((total, line) => total + line.balanceCents, 0);
  if (limits > 0 && balances / limits > 0.3)
    factors.push('Proportion of balances to credit limits on revolving accounts is too high');
  const owedOutsideHome = tradelines
    .filter((line) => !line.securedBySubjectProperty)
    .reduce((total, line) => total + line.balanceCents, 0);
  if (owedOutsideHome > 20_000_00) factors.push('Amount owed on accounts is too high');
  if (fractionOf(seed, 30) < 0.4) factors.push('Too many inquiries last 12 months');
  if (tradelines.length < 3) factors.push('Too few accounts currently paid as agreed');
  factors.push('Length of time accounts have been established');
  return factors.slice(0, 4);
}
