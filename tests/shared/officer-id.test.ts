import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICER_ID } from '../../src/shared/constants.ts';
import {
  createAccountPath,
  entryTarget,
  forceUnderOfficer,
  isLoginReturn,
  isOfficerIdSegment,
  officerIdFromPath,
  officerStanding,
  prefixWithDefaultOfficer,
  resolveOfficerId,
  rewriteForStanding,
  withAppId,
} from '../../src/shared/officer-id.ts';

const D = DEFAULT_OFFICER_ID;

interface Row<I, O> {
  rule: string;
  input: I;
  expected: O;
}

describe('an officer id is accepted only when it is all digits (spec 5)', () => {
  const rows: Row<string | null | undefined, boolean>[] = [
    { rule: 'all digits is an officer id', input: '2000001', expected: true },
    { rule: 'letters are not', input: 'abc', expected: false },
    { rule: 'digits mixed with letters are not', input: '2000001a', expected: false },
    { rule: 'a signed or decimal number is not', input: '-2000001', expected: false },
    { rule: 'an empty segment is not', input: '', expected: false },
    { rule: 'a missing value is not', input: null, expected: false },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(isOfficerIdSegment(input)).toBe(expected);
  });

  it('reads the id from the first path segment only', () => {
    expect(officerIdFromPath('/2000001/login')).toBe('2000001');
    expect(officerIdFromPath('/login/2000001')).toBeUndefined();
  });
});

describe('a non-numeric first segment is kept under the default officer (spec 2.1)', () => {
  const rows: Row<string, string>[] = [
    { rule: 'a two-segment path keeps both segments', input: '/abc/xyz', expected: `/${D}/abc/xyz` },
    { rule: 'a one-segment path keeps its segment', input: '/login', expected: `/${D}/login` },
    { rule: 'a trailing slash is kept', input: '/abc/', expected: `/${D}/abc/` },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(prefixWithDefaultOfficer(input)).toBe(expected);
  });
});

describe('officer id resolution order (spec 2.1)', () => {
  const rows: Row<Parameters<typeof resolveOfficerId>[0], string>[] = [
    {
      rule: 'the path segment wins over everything stored',
      input: {
        pathname: '/2000001/login',
        storedCurrentId: '2000002',
        storedOriginalId: '1686297',
        savedAuthStateId: '2000003',
      },
      expected: '2000001',
    },
    {
      rule: 'then the stored current id',
      input: {
        pathname: '/',
        storedCurrentId: '2000002',
        storedOriginalId: '1686297',
        savedAuthStateId: '2000003',
      },
      expected: '2000002',
    },
    {
      rule: 'then the stored original id',
      input: {
        pathname: '/',
        storedCurrentId: null,
        storedOriginalId: '1686297',
        savedAuthStateId: '2000003',
      },
      expected: '1686297',
    },
    {
      rule: 'then the saved auth state',
      input: { pathname: '/', storedCurrentId: null, storedOriginalId: null, savedAuthStateId: '2000003' },
      expected: '2000003',
    },
    { rule: 'then the default officer', input: { pathname: '/' }, expected: D },
    {
      rule: 'a stored value that is not all digits is skipped',
      input: { pathname: '/abc', storedCurrentId: 'undefined', storedOriginalId: '1686297' },
      expected: '1686297',
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(resolveOfficerId(input)).toBe(expected);
  });
});

describe('a returned URL target is forced under the current officer (spec 5, 4.1)', () => {
  const rows: Row<{ target: string; appId?: string }, string>[] = [
    {
      rule: 'a target under another officer gets its first segment replaced',
      input: { target: '/2000001/myfasttrack' },
      expected: '/2000002/myfasttrack',
    },
    {
      rule: 'a target already under the officer is kept',
      input: { target: '/2000002/applicant/property-review?step=2' },
      expected: '/2000002/applicant/property-review?step=2',
    },
    {
      rule: 'a target without an officer segment gets the officer in front',
      input: { target: '/property/address' },
      expected: '/2000002/property/address',
    },
    {
      rule: 'the appId is appended to the query',
      input: { target: '/2000001/myfasttrack?step=2#top', appId: '42' },
      expected: '/2000002/myfasttrack?step=2&appId=42#top',
    },
    {
      rule: 'an appId already in the target is replaced, not repeated',
      input: { target: '/2000002/myfasttrack?appId=7', appId: '42' },
      expected: '/2000002/myfasttrack?appId=42',
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(forceUnderOfficer(input.target, '2000002', input.appId)).toBe(expected);
  });

  it('appends nothing without an appId', () => {
    expect(withAppId('/2000002/login', null)).toBe('/2000002/login');
    expect(createAccountPath('2000002')).toBe('/2000002/create-account');
    expect(createAccountPath('2000002', '9')).toBe('/2000002/create-account?appId=9');
  });
});

describe('entry URLs (spec 2.1)', () => {
  type Entry = Parameters<typeof entryTarget>[0];
  const base: Entry = { pathname: '/', search: '', officerId: '2000001', signedIn: false, appId: null };
  const rows: Row<Partial<Entry>, string>[] = [
    { rule: '/ signed out goes to log-in', input: {}, expected: '/2000001/login' },
    {
      rule: '/ signed in goes to /{id}?appId=…',
      input: { signedIn: true, appId: '42' },
      expected: '/2000001?appId=42',
    },
    {
      rule: '/{id} signed out goes to log-in',
      input: { pathname: '/2000001' },
      expected: '/2000001/login',
    },
    {
      rule: "/{id}?flowType=… signed out goes to log-in with the link's flow type",
      input: { pathname: '/2000001', search: '?flowType=heloc-1' },
      expected: '/2000001/login?flowType=heloc-1',
    },
    {
      rule: '/{id} signed in goes to /{id}?appId=…',
      input: { pathname: '/2000001', signedIn: true, appId: '42' },
      expected: '/2000001?appId=42',
    },
    {
      rule: 'an empty sub-path /{id}/ goes to log-in, even signed in',
      input: { pathname: '/2000001/', signedIn: true, appId: '42' },
      expected: '/2000001/login',
    },
    {
      rule: '/{id}?appId=… signed in is the empty flow path, which starts at property/address',
      input: { pathname: '/2000001', search: '?appId=42', signedIn: true, appId: '42' },
      expected: '/2000001/property/address?appId=42',
    },
    {
      rule: 'signed in without any application starts one at create-account',
      input: { pathname: '/2000001', signedIn: true },
      expected: '/2000001/create-account',
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(entryTarget({ ...base, ...input })).toBe(expected);
  });
});

describe('unknown and inactive officers are rewritten to the default id (spec 2.1, 5)', () => {
  const rows: Row<{ pathname: string; lookup: { channelType: string } | null }, string | null>[] = [
    {
      rule: 'a Retail officer stays',
      input: { pathname: '/2000002/login', lookup: { channelType: 'Retail' } },
      expected: null,
    },
    {
      rule: 'a Broker officer stays',
      input: { pathname: '/2000001/login', lookup: { channelType: 'Broker' } },
      expected: null,
    },
    {
      rule: 'an unknown officer (lookup 404) moves to the default id, same sub-path',
      input: { pathname: '/9999999/login', lookup: null },
      expected: `/${D}/login`,
    },
    {
      rule: 'an inactive officer (channel not Retail or Broker) moves to the default id',
      input: { pathname: '/2000003/property/address', lookup: { channelType: 'Correspondent' } },
      expected: `/${D}/property/address`,
    },
    {
      rule: 'the default officer is never rewritten (no redirect loop)',
      input: { pathname: `/${D}/login`, lookup: null },
      expected: null,
    },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(rewriteForStanding(input.pathname, officerStanding(input.lookup))).toBe(expected);
  });
});

describe('returning from log-in is recognised by code and state (spec 2.1)', () => {
  const rows: Row<string, boolean>[] = [
    { rule: 'code and state together are a log-in return', input: '?code=abc&state=xyz', expected: true },
    { rule: 'code alone is not', input: '?code=abc', expected: false },
    { rule: 'state alone is not', input: '?state=xyz', expected: false },
  ];
  it.each(rows)('$rule', ({ input, expected }) => {
    expect(isLoginReturn(input)).toBe(expected);
  });
});
