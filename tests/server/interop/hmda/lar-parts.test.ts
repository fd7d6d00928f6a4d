import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aporFor, rateSpread } from '../../../../src/server/interop/hmda/apor.ts';
import { LAR_FIELDS } from '../../../../src/server/interop/hmda/lar-fields.ts';
import {
  uliCheckDigits,
  uliCheckDigitsValid,
  universalLoanIdentifier,
} from '../../../../src/server/interop/hmda/uli.ts';

describe('the LAR’s parts', () => {
  it('lists 110 fields, and LAR-FIELDS.md documents each in the same order', () => {
    expect(LAR_FIELDS).toHaveLength(110);
    const doc = readFileSync(path.join('src/server/interop/hmda/LAR-FIELDS.md'), 'utf8');
    const rows = doc
      .split('\n')
      .map((line) => /^\| (\d+) \| ([^|]+) \|/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [Number(match[1]), match[2]?.trim()]);
    expect(rows).toEqual(LAR_FIELDS.map(([, name], index) => [index + 1, name]));
  });

  it('makes ULIs whose check digits pass appendix C’s test, and catches a changed character', () => {
    // Reg C appendix C's worked example: 10Bx939c5543TqA1144M999143X, check digits 38.
    expect(uliCheckDigits('10Bx939c5543TqA1144M999143X')).toBe('38');
    const uli = universalLoanIdentifier('KEYSTONEDEMOLEI00065', 42);
    expect(uli).toMatch(/^KEYSTONEDEMOLEI00065A0000000042\d\d$/);
    expect(uliCheckDigitsValid(uli)).toBe(true);
    expect(uliCheckDigitsValid(uli.replace('A00', 'A01'))).toBe(false);
  });

  it('reads the APOR of the rate-lock week for the term, and the rate spread to three decimals', () => {
    const table = [
      { weekOf: '2026-11-02', fixed: { '10': 6.1, '30': 6.5 } },
      { weekOf: '2026-11-09', fixed: { '10': 6.2, '30': 6.6 } },
    ];
    expect(aporFor(table, '2026-11-11', 120)).toBe(6.2);
    expect(aporFor(table, '2026-11-06', 360)).toBe(6.5);
    expect(aporFor(table, '2026-11-20', 120)).toBeUndefined();
    expect(aporFor(table, '2026-10-20', 120)).toBeUndefined();
    expect(rateSpread(8.1234, 6.2)).toBe('1.923');
    expect(rateSpread(8.1, undefined)).toBeUndefined();
  });
});
