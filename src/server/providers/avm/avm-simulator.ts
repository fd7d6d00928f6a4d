import { ProviderUnavailableError } from '../provider-errors.ts';
import { fractionOf, seedOf } from '../seeded.ts';
import type { AvmProvider } from './avm-provider.ts';

/**
 * The embedded valuation model, deterministic from the address. Trigger values (README):
 * - a street number of 999 (e.g. "999 Quarry Lane"): no value, which sends the borrower through the
 *   property value detour;
 * - a street number of 998: the model fails (ProviderUnavailableError).
 * Any other address is worth between 300,000 and 900,000, in thousands.
 */
export function createAvmSimulator(): AvmProvider {
  return {
    name: 'avm-simulator',
    async valuate(address) {
      const seed = seedOf(address.street, address.zip);
      const reference = `AVM-${seed.toString(16).padStart(8, '0').toUpperCase()}`;
      const number = address.street.trim().split(/\s+/)[0];
      if (number === '998') throw new ProviderUnavailableError('The valuation service', 'simulated outage');
      if (number === '999') return { valueCents: null, confidence: 0, reference };
      const thousands = 300 + Math.floor(fractionOf(seed, 1) * 601);
      return {
        valueCents: thousands * 1000 * 100,
        confidence: 70 + Math.floor(fractionOf(seed, 2) * 26),
        reference,
      };
    },
  };
}
