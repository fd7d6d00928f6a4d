import { describe, expect, it } from 'vitest';
import { lastPathToSave, stepPathOf } from '../../src/shared/last-path.ts';

describe('the path remembered per application (spec 4.6)', () => {
  it.each([
    ['/2000001/property/info', '/property/info'],
    ['/2000001/property/info?appId=12', '/property/info'],
    ['/1464945/', '/'],
    ['/property/address', '/property/address'],
  ])('strips officer id and query: %s → %s', (pathname, expected) => {
    expect(stepPathOf(pathname)).toBe(expected);
  });

  it.each([
    ['a flow step', '/2000001/property/info', '', null, '/property/info'],
    ['a portal page', '/2000001/portal/loans/4', '', null, null],
    ['coborrower-status', '/2000001/applicant/coborrower-status', '', null, null],
    ['continueapp', '/2000001/continueapp', '', null, null],
    ['myfasttrack', '/2000001/myfasttrack', '', null, null],
    ['login', '/2000001/login', '', null, null],
    ['register', '/2000001/register', '', null, null],
    ['welcome', '/2000001/welcome', '', null, null],
    ['unauthorized', '/2000001/unauthorized', '', null, null],
    ['email-mismatch', '/2000001/email-mismatch', '', null, null],
    ['create-account', '/2000001/create-account', '', null, null],
    ['the co-borrower create-account', '/2000001/coborrower/create-account', '', null, null],
    ['an error page', '/2000001/error', '', null, null],
    ['the not-found page', '/2000001/not-found', '', null, null],
    ['select-offer/generate', '/2000001/select-offer/generate', '', null, null],
    ['applicant/employment', '/2000001/applicant/employment', '', null, null],
    ['applicant/add-borrower', '/2000001/applicant/add-borrower', '', null, null],
    ['property-review with a step parameter', '/2000001/applicant/property-review', '?step=2', null, null],
    [
      'property-review without one',
      '/2000001/applicant/property-review',
      '',
      null,
      '/applicant/property-review',
    ],
    ['the path already stored', '/2000001/property/info', '', '/property/info', null],
    ['a changed path', '/2000001/property/loan-amount', '', '/property/info', '/property/loan-amount'],
  ])('%s', (_case, pathname, search, lastStored, expected) => {
    expect(lastPathToSave({ pathname, search }, lastStored)).toBe(expected);
  });

  it('skips what the flow file marks skipLastPath', () => {
    expect(
      lastPathToSave(
        { pathname: '/1464945/select-offer/consent', search: '' },
        null,
        new Set(['select-offer/consent']),
      ),
    ).toBeNull();
  });
});
