import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { portalQueryKeys } from '../../../src/client/api/portal-api.ts';
import { authVariantAt, isPortalPath, withOfflineAccess } from '../../../src/client/auth/auth-variant.ts';
import {
  loanIdOfEvent,
  reconnectDelayMs,
  refreshAfterLoanEvent,
} from '../../../src/client/portal/use-portal-events.ts';

describe('live updates (spec 7.8)', () => {
  it("reads the loan id of a 'loan' event", () => {
    expect(loanIdOfEvent('{"loanId":"12","kind":"document-reviewed"}')).toBe('12');
    expect(loanIdOfEvent('{"loanId":12}')).toBe('12');
    expect(loanIdOfEvent('not json')).toBeNull();
    expect(loanIdOfEvent(undefined)).toBeNull();
  });

  it('invalidates the dashboard and that loan, and leaves the other loans alone', async () => {
    const client = new QueryClient();
    for (const key of [
      portalQueryKeys.list,
      portalQueryKeys.loan('12'),
      portalQueryKeys.detail('12'),
      portalQueryKeys.loan('13'),
    ]) {
      client.setQueryData(key, {});
    }
    refreshAfterLoanEvent(client, '12');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(portalQueryKeys.list)).toBe(true);
    expect(stale(portalQueryKeys.loan('12'))).toBe(true);
    expect(stale(portalQueryKeys.detail('12'))).toBe(true);
    expect(stale(portalQueryKeys.loan('13'))).toBe(false);
    refreshAfterLoanEvent(client, null);
    expect(stale(portalQueryKeys.loan('13'))).toBe(true);
  });

  it('waits longer after each failed connection, at most 30 seconds', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });
});

describe("the portal's sign-in variant (spec 6)", () => {
  it('is chosen on portal pages and on the return from a log-in that started in the portal', () => {
    expect(isPortalPath('/2000001/portal')).toBe(true);
    expect(isPortalPath('/2000001/portal/loans/1/todos')).toBe(true);
    expect(isPortalPath('/2000001/portals')).toBe(false);
    expect(authVariantAt('/2000001/property/address', '', true)).toBe('flow');
    expect(authVariantAt('/', '?code=a&state=b', true)).toBe('portal');
    expect(authVariantAt('/', '?code=a&state=b', false)).toBe('flow');
    expect(authVariantAt('/2000001/portal/login', '', false)).toBe('portal');
  });

  it('adds offline_access once', () => {
    expect(withOfflineAccess('openid profile email read:applications')).toBe(
      'openid profile email read:applications offline_access',
    );
    expect(withOfflineAccess('openid offline_access')).toBe('openid offline_access');
  });
});
