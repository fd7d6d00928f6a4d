/** A state's name in the borrower's language: Spanish writes a few of them its own way (Nueva York, Carolina del Norte). */
import { stateName } from '../us-states.ts';
import type { Locale } from './locales.ts';

const SPANISH: Readonly<Record<string, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};

export function localStateName(code: string, locale: Locale): string {
  return (locale === 'es' ? SPANISH[code] : undefined) ?? stateName(code);
}
