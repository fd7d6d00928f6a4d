import { describe, expect, it } from 'vitest';
import { conditionsHoldingPage } from '../../../src/client/routing/loading-gate.tsx';
import { type PageKind, pageKind } from '../../../src/client/routing/officer-paths.ts';

describe('page kinds for the loading gate (spec 4.11)', () => {
  const rows: { rule: string; pathname: string; expected: PageKind }[] = [
    { rule: 'the log-in page is an auth page', pathname: '/2000001/login', expected: 'auth' },
    {
      rule: 'a log-in sub-path is the not-found auth page',
      pathname: '/2000001/login/extra',
      expected: 'auth',
    },
    { rule: 'register sub-paths are auth pages', pathname: '/2000001/register/x', expected: 'auth' },
    { rule: 'unauthorized is an auth page', pathname: '/2000001/unauthorized', expected: 'auth' },
    { rule: 'email-mismatch is an auth page', pathname: '/2000001/email-mismatch', expected: 'auth' },
    { rule: 'an unknown path is the not-found page', pathname: '/2000001/no-such-page', expected: 'auth' },
    { rule: 'a flow step is a flow page', pathname: '/2000001/property/address', expected: 'flow' },
    { rule: 'a flow alias is a flow page', pathname: '/2000001/my-fast-track', expected: 'flow' },
    { rule: 'a bare flow area is a flow page', pathname: '/2000001/property/', expected: 'flow' },
    { rule: 'a step of a flow file is a flow page', pathname: '/2000001/credit-score', expected: 'flow' },
    { rule: 'log-out is neither', pathname: '/2000001/logout', expected: 'other' },
    {
      rule: 'the co-borrower entry is neither',
      pathname: '/2000001/coborrower/create-account',
      expected: 'other',
    },
  ];
  it.each(rows)('$rule', ({ pathname, expected }) => {
    expect(pageKind(pathname)).toBe(expected);
  });
});

describe('what holds the gate (spec 4.11)', () => {
  it('auth pages wait for auth and flags but not for app data and theme', () => {
    expect(conditionsHoldingPage(['appData', 'auth', 'theme'], 'auth')).toEqual(['auth']);
  });

  it('flow pages wait for app data and theme too', () => {
    expect(conditionsHoldingPage(['appData', 'theme'], 'flow')).toEqual(['appData', 'theme']);
  });
});
