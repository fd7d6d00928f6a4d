import { ProviderUnavailableError } from '../provider-errors.ts';
import { fractionOf, seedOf } from '../seeded.ts';
import type { ScenarioReader } from '../simulator-scenarios.ts';
import type { AvmProvider } from './avm-provider.ts';

const outage = () => new ProviderUnavailableError('The valuation service', 'simulated outage');

/**
 * The embedded valuation model, deterministic from the address. Trigger values (README):
 * - a street number of 999 (e.g. "999 Quarry Lane"): no value, which sends the borrower through the
 *   property value detour;
 * - a street number of 998: the model fails (ProviderUnavailableError).
 * Any other address is worth between 300,000 and 900,000, in thousands. A tester's scenario with an avm part
 * (simulator-scenarios.ts) answers instead of the triggers.
 */
export function createAvmSimulator(scenarios: ScenarioReader): AvmProvider {
  return {
    name: 'avm-simulator',
    async valuate(address, applicationId) {
      const seed = seedOf(address.street, address.zip);
      const reference = `AVM-${seed.toString(16).padStart(8, '0').toUpperCase()}`;
      const confidence = 70 + Math.floor(fractionOf(seed, 2) * 26);
      const chosen = (await scenarios(applicationId))?.avm;
      if (chosen && 'value' in chosen) return { valueCents: chosen.value * 100, confidence, reference };
      const number = address.street.trim().split(/\s+/)[0];
      const result =
        chosen?.result ?? (number === '998' ? 'unavailable' : number === '999' ? 'noValue' : 'value');
      if (result === 'unavailable') throw outage();
      if (result === 'noValue') return { valueCents: null, confidence: 0, reference };
      const thousands = 300 + Math.floor(fractionOf(seed, 1) * 601);
      return { valueCents: thousands * 1000 * 100, confidence, reference };
    },
  };
}
