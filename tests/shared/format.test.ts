import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatPercent,
  formatShortDate,
  formatTerm,
  formatUsd,
} from '../../src/shared/format.ts';
import { productTypeLabel } from '../../src/shared/product-types.ts';

describe('display formats', () => {
  it.each([
    [60000, {}, '$60,000'],
    [60000.4, {}, '$60,000'],
    [1199.1, { cents: true }, '$1,199.10'],
    [0, { cents: true }, '$0.00'],
  ])('formatUsd(%f, %j) is %s', (value, options, text) => {
    expect(formatUsd(value, options)).toBe(text);
  });

  it.each([
    [7.625, '7.625%'],
    [8, '8.00%'],
    [6.1894, '6.189%'],
    [6.19, '6.19%'],
    [8.25, '8.25%'],
  ])('formatPercent(%f) is %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    ['2026-11-02', 'Nov 02, 2026'],
    ['2026-01-15T23:30:00Z', 'Jan 15, 2026'],
    ['not a date', 'not a date'],
  ])('formatShortDate(%s) is %s', (value, text) => {
    expect(formatShortDate(value)).toBe(text);
  });

  it.each([
    ['1985-03-14', 'March 14, 1985'],
    ['2026-12-01', 'December 1, 2026'],
    ['2026-02-30', '2026-02-30'],
    ['03/14/1985', '03/14/1985'],
  ])('formatLongDate(%s) is %s', (value, text) => {
    expect(formatLongDate(value)).toBe(text);
  });

  it('names products in words, a code it does not know as the rate sheet names it', () => {
    expect(productTypeLabel('HELOC')).toBe('Home equity line of credit (HELOC)');
    expect(productTypeLabel('HELOAN')).toBe('Home equity loan');
    expect(productTypeLabel('PIGGYBACK', 'Piggyback second')).toBe('Piggyback second');
    expect(productTypeLabel('PIGGYBACK')).toBe('PIGGYBACK');
    expect(productTypeLabel('toString')).toBe('toString');
  });

  it('states terms in years', () => {
    expect(formatTerm(360)).toBe('30 years');
    expect(formatTerm(18)).toBe('18 months');
  });
});
