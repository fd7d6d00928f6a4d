import { ProviderUnavailableError } from '../provider-errors.ts';
import { fractionOf, seedOf } from '../seeded.ts';
import type { CreditProvider, CreditReport, CreditSubject, Tradeline } from './credit-provider.ts';

/**
 * The embedded credit bureau: deterministic from the applicant's name and address. Trigger values
 * (the last name, any case) for the paths testers need, documented in the README:
 * - `Thinfile`: a thin file, no score;
 * - `Frozen`: a frozen file;
 * - `Bureaudown`: the bureau fails (ProviderUnavailableError);
 * - `Lowscore`: a score of 610, below every program band.
 * Anyone else gets a score between 640 and 820 and a first mortgage, cards, and sometimes an auto
 * loan and an existing HELOC on the home.
 */
export function createCreditSimulator(): CreditProvider {
  return {
    name: 'credit-simulator',
    async softPull(subject: CreditSubject): Promise<CreditReport> {
      const lastName = subject.lastName.trim().toLowerCase();
      const seed = seedOf(subject.lastName, subject.zip, subject.street);
      const reference = `SIM-${seed.toString(16).padStart(8, '0').toUpperCase()}`;
      const provider = 'credit-simulator';
      if (lastName === 'bureaudown')
        throw new ProviderUnavailableError('The credit bureau', 'simulated outage');
      if (lastName === 'frozen')
        return { status: 'frozen', score: null, tradelines: [], provider, reference };
      if (lastName === 'thinfile') {
        return {
          status: 'thin',
          score: null,
          tradelines: [card(seed, 0, 'Capital Card')],
          provider,
          reference,
        };
      }
      const score = lastName === 'lowscore' ? 610 : 640 + Math.floor(fractionOf(seed, 1) * 181);
      const tradelines: Tradeline[] = [
        mortgage(seed),
        card(seed, 2, 'Capital Card'),
        card(seed, 3, 'Harbor Rewards'),
      ];
      if (fractionOf(seed, 4) < 0.4) tradelines.push(autoLoan(seed));
      if (fractionOf(seed, 5) < 0.3) tradelines.push(existingHeloc(seed));
      return { status: 'ok', score, tradelines, provider, reference };
    },
  };
}

const dollars = (amount: number) => Math.round(amount) * 100;
const last4 = (seed: number, n: number) =>
  String(Math.floor(fractionOf(seed, n + 50) * 10000)).padStart(4, '0');

function mortgage(seed: number): Tradeline {
  const balance = dollars(80_000 + fractionOf(seed, 10) * 140_000);
  return {
    id: 'tl-mortgage',
    type: 'Mortgage',
    creditor: 'Liberty Home Mortgage',
    accountLast4: last4(seed, 10),
    balanceCents: balance,
    monthlyPaymentCents: Math.round(balance * 0.0065),
    securedBySubjectProperty: true,
  };
}

function card(seed: number, n: number, creditor: string): Tradeline {
  const limit = dollars(3_000 + fractionOf(seed, n * 7) * 12_000);
  const balance = Math.round(limit * fractionOf(seed, n * 7 + 1) * 0.6);
  return {
    id: `tl-card-${n}`,
    type: 'Revolving',
    creditor,
    accountLast4: last4(seed, n),
    balanceCents: balance,
    monthlyPaymentCents: Math.max(2_500, Math.round(balance * 0.03)),
    creditLimitCents: limit,
    securedBySubjectProperty: false,
  };
}

function autoLoan(seed: number): Tradeline {
  const balance = dollars(6_000 + fractionOf(seed, 20) * 24_000);
  return {
    id: 'tl-auto',
    type: 'Installment',
    creditor: 'Metro Auto Finance',
    accountLast4: last4(seed, 20),
    balanceCents: balance,
    monthlyPaymentCents: Math.round(balance * 0.022),
    securedBySubjectProperty: false,
  };
}

function existingHeloc(seed: number): Tradeline {
  const limit = dollars(30_000 + fractionOf(seed, 30) * 40_000);
  const balance = Math.round(limit * (0.2 + fractionOf(seed, 31) * 0.6));
  return {
    id: 'tl-heloc',
    type: 'HELOC',
    creditor: 'First Street Bank',
    accountLast4: last4(seed, 30),
    balanceCents: balance,
    monthlyPaymentCents: Math.round(balance * 0.008),
    creditLimitCents: limit,
    securedBySubjectProperty: true,
  };
}
