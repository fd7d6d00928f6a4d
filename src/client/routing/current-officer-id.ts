import { resolveOfficerId } from '../../shared/officer-id.ts';
import { readCurrentOfficerId, readOriginalOfficerId } from '../state/browser-storage.ts';

/**
 * The officer id for code outside the route tree (log-out, the API client's 401 handling): the address bar's
 * first segment, else the stored ids, else the default (spec 2.1). Inside routes, use `useOfficerId()`.
 */
export function currentOfficerId(): string {
  return resolveOfficerId({
    pathname: window.location.pathname,
    storedCurrentId: readCurrentOfficerId(),
    storedOriginalId: readOriginalOfficerId(),
  });
}
