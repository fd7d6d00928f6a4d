/** Which visited path is remembered as the step to resume on (spec 4.6). */

/** Pages that are never a step to resume on, whatever the flow says. */
const NEVER_REMEMBERED = [
  'coborrower-status',
  'continueapp',
  'myfasttrack',
  'login',
  'register',
  'welcome',
  'unauthorized',
  'email-mismatch',
  'create-account',
  'error',
  'not-found',
  'select-offer/generate',
  'applicant/employment',
  'applicant/add-borrower',
];

/** `/2000001/property/info?appId=7` → `/property/info`: the path without officer id and query. */
export function stepPathOf(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  if (segments[0] && /^\d+$/.test(segments[0])) segments.shift();
  return `/${segments.join('/')}`;
}

/**
 * The path to store, or null when this visit must not be stored: portal pages, the pages above,
 * steps the flow file marks `skipLastPath`, property-review with a step parameter, or no change.
 */
export function lastPathToSave(
  location: { pathname: string; search: string },
  lastStored: string | null | undefined,
  flowSkips: ReadonlySet<string> = new Set(),
): string | null {
  const path = stepPathOf(location.pathname);
  const relative = path.slice(1);
  if (path.includes('/portal') || relative === '') return null;
  if (NEVER_REMEMBERED.some((page) => relative === page || relative.endsWith(`/${page}`))) return null;
  if (flowSkips.has(relative)) return null;
  if (relative.endsWith('property-review') && new URLSearchParams(location.search).has('step')) return null;
  return path === lastStored ? null : path;
}
