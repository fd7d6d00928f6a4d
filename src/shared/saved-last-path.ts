/** Locating the step to resume on (spec 4.6). */

export interface LastPaths {
  lastPath?: string | null;
  lastPaths?: Record<string, string> | null;
}

/** `/` and empty mean "nothing saved yet" (a new application's lastPath is `/`). */
const isStep = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path !== '' && path !== '/';

/**
 * The saved last path of an application for this applicant: under one of their keys (email, identity subject),
 * else the application's latest, else the first stored; null when none is a step.
 */
export function savedLastPath(
  application: LastPaths,
  applicantKeys: (string | null | undefined)[],
): string | null {
  const stored = application.lastPaths ?? {};
  for (const key of applicantKeys) {
    if (key && isStep(stored[key])) return stored[key];
  }
  if (isStep(application.lastPath)) return application.lastPath;
  return Object.values(stored).find(isStep) ?? null;
}
