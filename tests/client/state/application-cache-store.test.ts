// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { applicationCache } from '../../../src/client/state/application-cache-store.ts';

const application = { appId: '7', version: 2 } as ApplicationDocument;

beforeEach(() => sessionStorage.clear());

describe('the application cache in session storage', () => {
  it('writes nothing when only read (the log-in page after log-out keeps only the kept keys)', () => {
    expect(applicationCache.read('7')).toBeNull();
    applicationCache.sweep();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('ties what it saves to this browser session', () => {
    applicationCache.save('7', application);
    expect(applicationCache.read('7')).toEqual(application);
    expect(Object.keys(sessionStorage).sort()).toEqual(['appDataCache-7', 'appDataCacheSessionId']);
  });

  it('does not trust a record once the session id is gone', () => {
    applicationCache.save('7', application);
    sessionStorage.removeItem('appDataCacheSessionId');
    expect(applicationCache.read('7')).toBeNull();
    expect(sessionStorage.getItem('appDataCache-7')).toBeNull();
  });
});
