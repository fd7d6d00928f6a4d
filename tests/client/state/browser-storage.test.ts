// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStorageOnLogout,
  clearStoredTokens,
  forgetStoredAppId,
  isOfficerMarkedInvalid,
  markOfficerInvalid,
  readCurrentOfficerId,
  readStoredAppId,
  restoreLocalMirrors,
  storeAppId,
  storeCurrentOfficerId,
  writeSession,
} from '../../../src/client/state/browser-storage.ts';
import { flowTypeKey, SESSION_KEYS } from '../../../src/client/state/storage-keys.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('log-out keeps only appId, nmlsId, branding, flowConfig and maxValue (spec 9)', () => {
  it('removes every other session and local key', () => {
    for (const key of ['appId', 'nmlsId', 'branding', 'flowConfig', 'maxValue'])
      sessionStorage.setItem(key, key);
    for (const key of ['user_intent', 'currentLoanOfficerId', 'account_application_id', 'broker_logo_1']) {
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem('currentLoanOfficerId', '2000001');
    localStorage.setItem('previousPath', '/property/address');

    clearStorageOnLogout();

    expect(Object.keys(sessionStorage).sort()).toEqual([
      'appId',
      'branding',
      'flowConfig',
      'maxValue',
      'nmlsId',
    ]);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('officer ids in storage (spec 3)', () => {
  it('mirrors the current officer id in local storage', () => {
    storeCurrentOfficerId('2000001');
    expect(sessionStorage.getItem('currentLoanOfficerId')).toBe('2000001');
    expect(localStorage.getItem('currentLoanOfficerId')).toBe('2000001');
  });

  it('ignores a stored officer id that is not all digits', () => {
    sessionStorage.setItem('currentLoanOfficerId', 'null');
    expect(readCurrentOfficerId()).toBeNull();
  });

  it('copies the local mirrors into a fresh session on start, without overwriting the session', () => {
    localStorage.setItem('currentLoanOfficerId', '2000001');
    localStorage.setItem(flowTypeKey('42'), 'long-1');
    localStorage.setItem('previousPath', '/property/info');
    sessionStorage.setItem('previousPath', '/property/address');
    localStorage.setItem('user_intent', 'continue_application');

    restoreLocalMirrors();

    expect(sessionStorage.getItem('currentLoanOfficerId')).toBe('2000001');
    expect(sessionStorage.getItem('flowType-42')).toBe('long-1');
    expect(sessionStorage.getItem('previousPath')).toBe('/property/address');
    expect(sessionStorage.getItem('user_intent')).toBeNull();
  });

  it('remembers an invalid officer per id', () => {
    markOfficerInvalid('9999999');
    expect(isOfficerMarkedInvalid('9999999')).toBe(true);
    expect(isOfficerMarkedInvalid('2000001')).toBe(false);
  });
});

describe('application id (spec 4.1)', () => {
  it('stores the appId under appId and account_application_id', () => {
    storeAppId('42');
    expect(sessionStorage.getItem('appId')).toBe('42');
    expect(sessionStorage.getItem('account_application_id')).toBe('42');
  });

  it('forgets both ids when a new application starts (spec 4.3)', () => {
    storeAppId('1000042');
    forgetStoredAppId();
    expect(readStoredAppId()).toBeNull();
  });

  it('falls back to account_application_id', () => {
    sessionStorage.setItem('account_application_id', '7');
    expect(readStoredAppId()).toBe('7');
  });
});

describe('a 401/403 clears the stored tokens only (spec 8)', () => {
  it('keeps the officer and application ids', () => {
    writeSession(SESSION_KEYS.accessToken, 't');
    writeSession(SESSION_KEYS.authToken, 't');
    storeAppId('42');
    storeCurrentOfficerId('2000001');

    clearStoredTokens();

    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(readStoredAppId()).toBe('42');
    expect(readCurrentOfficerId()).toBe('2000001');
  });
});
