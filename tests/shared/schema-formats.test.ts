import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { addSchemaFormats, isAdultBirthDate } from '../../src/shared/schema-formats.ts';

const TODAY = new Date('2026-11-22T15:00:00Z');

describe('a birth date (format birth-date)', () => {
  it.each([
    ['18 today', '2008-11-22', true],
    ['18 tomorrow', '2008-11-23', false],
    ['18 earlier this year', '2008-01-01', true],
    ['17 until December', '2008-12-01', false],
    ['120 today', '1906-11-22', true],
    ['121 tomorrow is still 120', '1905-11-23', true],
    ['121', '1905-11-22', false],
    ['a leap day that was', '2004-02-29', true],
    ['a day that never was', '2005-02-29', false],
    ['a thirteenth month', '1990-13-01', false],
    ['not a date', '03/09/1984', false],
  ])('%s: %s → %s', (_case, value, expected) => {
    expect(isAdultBirthDate(value, TODAY)).toBe(expected);
  });

  it('is checked by name in a schema once added to Ajv', () => {
    const ajv = addSchemaFormats(new Ajv({ strict: true }));
    const validate = ajv.compile({ type: 'string', format: 'birth-date' });
    expect(validate('1984-03-09')).toBe(true);
    expect(validate('2020-01-01')).toBe(false);
  });
});
