import { describe, expect, it } from 'vitest';
import {
  isNeverShownOfficer,
  officerCardMode,
  shouldShowOfficerCard,
} from '../../../src/client/layout/officer-card-rules.ts';

describe('shouldShowOfficerCard', () => {
  it.each([
    ['an active broker officer', '2000001', true, 'Dana Whitfield', true],
    ['an active retail officer', '2000002', true, 'Marcus Lee', true],
    ['the default officer', '1464945', true, 'Dana Whitfield', false],
    ['an inactive officer', '2000003', false, 'Priya Raman', false],
    ['excluded id 1686297', '1686297', true, 'Jordan Ellis', false],
    ['excluded id 1589409', '1589409', true, 'Jordan Ellis', false],
    ['excluded id 1661781', '1661781', true, 'Jordan Ellis', false],
    ['excluded id 1935005', '1935005', true, 'Jordan Ellis', false],
    ['a name with LLC', '2000009', true, 'Keystone Home Lending LLC', false],
    ['a name with Inc.', '2000009', true, 'Harbor Loans, Inc.', false],
    ['a name with inc in lower case', '2000009', true, 'harbor loans inc', false],
    ['Inc inside a word is a person', '2000009', true, 'Vincent Lincoln', true],
    ['no name', '2000009', true, '  ', false],
  ])('%s -> %s', (_case, officerId, isActive, name, expected) => {
    expect(shouldShowOfficerCard({ officerId, isActive, name })).toBe(expected);
  });
});

describe('isNeverShownOfficer', () => {
  it.each([
    ['1464945', true],
    ['1686297', true],
    ['2000001', false],
  ])('%s -> %s', (officerId, expected) => {
    expect(isNeverShownOfficer(officerId)).toBe(expected);
  });
});

describe('officerCardMode', () => {
  it.each([
    [1280, 'wide'],
    [891, 'wide'],
    [890, 'compact'],
    [751, 'compact'],
    [750, 'narrow'],
    [375, 'narrow'],
  ] as const)('%s px -> %s', (width, expected) => {
    expect(officerCardMode(width)).toBe(expected);
  });
});
