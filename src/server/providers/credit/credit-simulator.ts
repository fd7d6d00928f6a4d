import type { ScenarioCredit } from '../../../shared/simulator-scenario.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import { fractionOf, seedOf } from '../seeded.ts';
import type { ScenarioReader } from '../simulator-scenarios.ts';
import type { CreditProvider, CreditReport, CreditSubject, Tradeline } from './credit-provider.ts';
import { simulatedKeyFactors } from './simulated-key-factors.ts';
import { autoLoan, card, chosenTradeline, existingHeloc, mortgage } from './simulated-tradelines.ts';

type Reported = Pick<CreditReport, 'provider' | 'reference'>;

/**
 * The embedded credit bureau: deterministic from the applicant's name and address. Trigger values
 * (the last name, any case) for the paths testers need, documented in the README:
 * - `Thinfile`: a thin file, no score;
 * - `Frozen`: a frozen file;
 * - `Bureaudown`: the bureau fails (ProviderUnavailableError);
 * - `Lowscore`: a score of 610, below every program band.
 * Anyone else gets a score between 640 and 820 and a first mortgage, cards, and sometimes an auto
 * loan and an existing HELOC on the home. A tester's scenario with a credit part (simulator-scenarios.ts)
 * answers instead of the triggers.
 */
export function createCreditSimulator(scenarios: ScenarioReader): CreditProvider {
  return {
    name: 'credit-simulator',
    async softPull(subject: CreditSubject, applicationId: string): Promise<CreditReport> {
      const seed = seedOf(subject.lastName, subject.zip, subject.street);
      const reported = {
        provider: 'credit-simulator',
        reference: `SIM-${seed.toString(16).padStart(8, '0').toUpperCase()}`,
      };
      const chosen = (await scenarios(applicationId))?.credit;
      return chosen ? chosenReport(chosen, seed, reported) : triggeredReport(subject, seed, reported);
    },
  };
}

const generatedScore = (seed: number) => 640 + Math.floor(fractionOf(seed, 1) * 181);

function generatedTradelines(seed: number): Tradeline[] {
  const tradelines = [mortgage(seed), card(seed, 2, 'Capital Card'), card(seed, 3, 'Harbor Rewards')];
  if (fractionOf(seed, 4) < 0.4) tradelines.push(autoLoan(seed));
  if (fractionOf(seed, 5) < 0.3) tradelines.push(existingHeloc(seed));
  return tradelines;
}

const thinTradelines = (seed: number) => [card(seed, 0, 'Capital Card')];

function triggeredReport(subject: CreditSubject, seed: number, reported: Reported): CreditReport {
  const lastName = subject.lastName.trim().toLowerCase();
  if (lastName === 'bureaudown') throw new ProviderUnavailableError('The credit bureau', 'simulated outage');
  if (lastName === 'frozen') return { status: 'frozen', score: null, tradelines: [], ...reported };
  if (lastName === 'thinfile') {
    return { status: 'thin', score: null, tradelines: thinTradelines(seed), ...reported };
  }
  const score = lastName === 'lowscore' ? 610 : generatedScore(seed);
  const tradelines = generatedTradelines(seed);
  return {
    status: 'ok',
    score,
    tradelines,
    keyFactors: simulatedKeyFactors(score, tradelines, seed),
    ...reported,
  };
}

function chosenReport(chosen: ScenarioCredit, seed: number, reported: Reported): CreditReport {
  const tradelines = chosen.tradelines?.map((line, index) => chosenTradeline(line, index, seed));
  switch (chosen.file ?? 'ok') {
    case 'unavailable':
      throw new ProviderUnavailableError('The credit bureau', 'simulated outage (scenario)');
    case 'frozen':
      return { status: 'frozen', score: null, tradelines: [], ...reported };
    case 'thin':
      return { status: 'thin', score: null, tradelines: tradelines ?? thinTradelines(seed), ...reported };
    default: {
      const score = chosen.score ?? generatedScore(seed);
      const lines = tradelines ?? generatedTradelines(seed);
      return {
        status: 'ok',
        score,
        tradelines: lines,
        keyFactors: simulatedKeyFactors(score, lines, seed),
        ...reported,
      };
    }
  }
}
