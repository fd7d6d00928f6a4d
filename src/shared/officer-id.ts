/**
 * The loan-officer-id rules of spec 2.1 and 5: every route begins with `/{officerId}/`, where the id is
 * all digits. Pure functions of paths and stored values, so the SPA's routing shell and the tests share them.
 */
import { DEFAULT_OFFICER_ID, isActiveChannel } from './constants.ts';

const ALL_DIGITS = /^\d+$/;

/** An officer id is accepted from a path or from storage only when it is all digits (spec 5). */
export function isOfficerIdSegment(value: string | null | undefined): value is string {
  return typeof value === 'string' && ALL_DIGITS.test(value);
}

/** The first segment of a path: `''` for `/`. */
export function firstPathSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** The officer id a path begins with, if its first segment is one. */
export function officerIdFromPath(pathname: string): string | undefined {
  const segment = firstPathSegment(pathname);
  return isOfficerIdSegment(segment) ? segment : undefined;
}

/** A path whose first segment is not all digits, kept whole under the default officer (`/abc` → `/1464945/abc`). */
export function prefixWithDefaultOfficer(pathname: string): string {
  const rest = pathname.replace(/^\/+/, '');
  return rest === '' ? `/${DEFAULT_OFFICER_ID}` : `/${DEFAULT_OFFICER_ID}/${rest}`;
}

export interface OfficerIdSources {
  pathname?: string;
  storedCurrentId?: string | null;
  storedOriginalId?: string | null;
  /** The officer id saved in the auth state when the borrower left for the identity provider. */
  savedAuthStateId?: string | null;
}

/** Spec 2.1: path segment, stored current id, stored original id, saved auth state, then the default. */
export function resolveOfficerId(sources: OfficerIdSources): string {
  const candidates = [
    sources.pathname === undefined ? undefined : officerIdFromPath(sources.pathname),
    sources.storedCurrentId,
    sources.storedOriginalId,
    sources.savedAuthStateId,
  ];
  return candidates.find(isOfficerIdSegment) ?? DEFAULT_OFFICER_ID;
}

/** The same path with its first segment replaced by `officerId`. */
export function replaceFirstSegment(pathname: string, officerId: string): string {
  const segments = pathname.replace(/^\/+/, '').split('/');
  segments[0] = officerId;
  return `/${segments.join('/')}`;
}

interface SplitTarget {
  pathname: string;
  search: string;
  hash: string;
}

function splitTarget(target: string): SplitTarget {
  const hashAt = target.indexOf('#');
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash };
}

/** `target` with `appId` set in its query (replacing any appId already there). */
export function withAppId(target: string, appId: string | null | undefined): string {
  if (!appId) return target;
  const { pathname, search, hash } = splitTarget(target);
  const query = new URLSearchParams(search);
  query.set('appId', appId);
  return `${pathname}?${query.toString()}${hash}`;
}

/**
 * Spec 5: a returned URL target that does not begin with `/{officerId}` has its first segment replaced, and
 * spec 4.1 appends the appId. A first segment that is not an officer id is kept and the officer put in front:
 * replacing `property` in `/property/address` would lose the step the borrower was sent back to.
 */
export function forceUnderOfficer(target: string, officerId: string, appId?: string | null): string {
  const { pathname, search, hash } = splitTarget(target);
  const first = firstPathSegment(pathname);
  let underOfficer: string;
  if (first === officerId) underOfficer = pathname;
  else if (isOfficerIdSegment(first)) underOfficer = replaceFirstSegment(pathname, officerId);
  else underOfficer = first === '' ? `/${officerId}` : `/${officerId}${pathname}`;
  return withAppId(`${underOfficer}${search}${hash}`, appId);
}

export const loginPath = (officerId: string): string => `/${officerId}/login`;

export const createAccountPath = (officerId: string, appId?: string | null): string =>
  withAppId(`/${officerId}/create-account`, appId);

/** Where an empty flow path goes (spec 2.3, 2.4). */
export const FLOW_START_STEP = 'property/address';

export interface EntryContext {
  /** `/`, `/{id}` or `/{id}/`. */
  pathname: string;
  /** The query of the current URL (`?appId=…` or empty). */
  search: string;
  /** The resolved officer id (for `/`) or the id in the path. */
  officerId: string;
  signedIn: boolean;
  /** The application id the browser knows (session), if any. */
  appId: string | null;
  /** Where the flow's empty path leads; property/address unless the flow file says otherwise. */
  startStep?: string;
}

/**
 * Spec 2.1 for the entry URLs: a bare `/` or `/{id}` goes to `/{id}?appId=…` when signed in, else to log-in; an
 * empty sub-path (`/{id}/`) goes to log-in; `/{id}?appId=…` is the flow's empty path, which starts the flow.
 * Signed in without any application, the borrower starts one at create-account.
 */
export function entryTarget({
  pathname,
  search,
  officerId,
  signedIn,
  appId,
  startStep = FLOW_START_STEP,
}: EntryContext): string {
  const emptySubPath = pathname !== '/' && pathname.endsWith('/');
  if (!signedIn || emptySubPath) {
    // A lender's link may choose the flow (`/{id}?flowType=heloc-1`): the log-in page is where that is taken.
    const flowType = new URLSearchParams(search).get('flowType');
    return flowType
      ? `${loginPath(officerId)}?flowType=${encodeURIComponent(flowType)}`
      : loginPath(officerId);
  }
  const appIdInUrl = new URLSearchParams(search).get('appId');
  if (pathname !== '/' && appIdInUrl) return withAppId(`/${officerId}/${startStep}`, appIdInUrl);
  return appId ? withAppId(`/${officerId}`, appId) : createAccountPath(officerId);
}

/** What the channel lookup says about an officer: a 404 (null) is unknown, a channel other than Retail or Broker inactive. */
export type OfficerStanding = 'active' | 'unknown' | 'inactive';

export function officerStanding(lookup: { channelType: string } | null): OfficerStanding {
  if (lookup === null) return 'unknown';
  return isActiveChannel(lookup.channelType) ? 'active' : 'inactive';
}

/** The URL to go to for an officer with this standing: the same path under the default officer, or null to stay. */
export function rewriteForStanding(pathname: string, standing: OfficerStanding): string | null {
  if (standing === 'active' || officerIdFromPath(pathname) === DEFAULT_OFFICER_ID) return null;
  return replaceFirstSegment(pathname, DEFAULT_OFFICER_ID);
}

/** The identity provider came back with `code` and `state` (spec 2.1: store the id as current and original). */
export function isLoginReturn(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('code') && query.has('state');
}
