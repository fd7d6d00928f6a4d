// The state names a borrower reads come from the `states` catalogue; its English is the USPS list's, so the two
// cannot drift, and every language names every state.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateNameIn } from '../../src/server/i18n/state-names.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { US_STATES } from '../../src/shared/us-states.ts';

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../schemas/messages/${locale}/states.json`), 'utf8'),
  );

describe('the states catalogue', () => {
  it('in English is the USPS list, code for code and name for name', () => {
    expect(catalogue('en')).toEqual(
      Object.fromEntries(Object.entries(US_STATES).map(([code, { name }]) => [code, name])),
    );
  });

  it('names every state in every language', () => {
    for (const locale of LOCALES)
      expect(Object.keys(catalogue(locale)).sort()).toEqual(Object.keys(US_STATES).sort());
  });

  it('is what the server says: Nueva York in Spanish, New York in English, an unknown code as written', () => {
    expect(stateNameIn('es', 'NY')).toBe('Nueva York');
    expect(stateNameIn('en', 'NY')).toBe('New York');
    expect(stateNameIn('es', 'ZZ')).toBe('ZZ');
  });
});
