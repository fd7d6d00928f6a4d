import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  digitsBefore,
  formatDollars,
  formatPhone,
  formatThousands,
  parseWholeDollars,
  phoneDigits,
} from '../../../src/client/flow-engine/widgets/digit-formats.ts';

describe('whole dollars', () => {
  it.each([
    ['425000', 425000],
    ['$425,000', 425000],
    ['425,000.99', 425000],
    ['0075', 75],
    ['', undefined],
    ['abc', undefined],
  ])('%j is read as %j', (typed, amount) => {
    expect(parseWholeDollars(typed)).toBe(amount);
  });

  it('shows thousands separators, and $ where the amount stands alone', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatDollars(25000)).toBe('$25,000');
  });
});

describe('US phone numbers', () => {
  it.each([
    ['6', '(6'],
    ['614', '(614'],
    ['61455', '(614) 55'],
    ['6145550123', '(614) 555-0123'],
  ])('%s is shown as %s while typing', (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });

  it('keeps 10 digits and drops a leading country code 1', () => {
    expect(phoneDigits('(614) 555-0123')).toBe('6145550123');
    expect(phoneDigits('+1 614 555 0123')).toBe('6145550123');
    expect(phoneDigits('61455501239')).toBe('6145550123');
  });
});

describe('the caret across a reformat', () => {
  it('stays after the same digit', () => {
    // Typing "5" after "42" in "42,000": the caret followed 3 digits and still does in "425,000".
    expect(digitsBefore('425,000', 3)).toBe(3);
    expect(caretAfterDigits('425,000', 3)).toBe(3);
    expect(caretAfterDigits('4,250,000', 3)).toBe(4);
    expect(caretAfterDigits('(614) 555', 4)).toBe(7);
  });
});
