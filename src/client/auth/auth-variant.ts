/**
 * Spec 6: the portal's sign-in adds `offline_access`, with refresh tokens kept in local storage, so a borrower
 * who comes back to the portal in a new tab stays signed in. The flow pages keep the SDK's memory cache (a
 * reload asks the provider's session again). The SDK client is built once per page load, so the variant is
 * chosen from the address the page was loaded at: a portal page, or the provider's return to `/` after a log-in
 * that started in the portal (remembered in session storage for that one trip).
 */
import { isLoginReturn } from '../../shared/officer-id.ts';

export type AuthVariant = 'portal' | 'flow';

export const PORTAL_LOGIN_MARKER_KEY = 'portalLogin';

/** `/{officerId}/portal` and everything under it. */
export function isPortalPath(pathname: string): boolean {
  return /^\/\d+\/portal(\/|$)/.test(pathname);
}

export function authVariantAt(pathname: string, search: string, portalLoginStarted: boolean): AuthVariant {
  if (isPortalPath(pathname)) return 'portal';
  return isLoginReturn(search) && portalLoginStarted ? 'portal' : 'flow';
}

export const OFFLINE_ACCESS = 'offline_access';

export function withOfflineAccess(scope: string): string {
  const scopes = scope.split(/\s+/).filter(Boolean);
  return scopes.includes(OFFLINE_ACCESS) ? scopes.join(' ') : [...scopes, OFFLINE_ACCESS].join(' ');
}
