/**
 * When a failed delivery is tried again: exponential backoff from `baseSeconds` (doubling per failed attempt,
 * capped at `maxSeconds`), with ±25% jitter so many endpoints failing together do not retry in step. Retries
 * stop once the next attempt would fall after the retry window (72 hours by default) from the delivery's start.
 */
export interface RetryPolicy {
  baseSeconds: number;
  maxSeconds: number;
  windowHours: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseSeconds: 30, maxSeconds: 6 * 3600, windowHours: 72 };

/** The delay before the attempt after failed attempt `attempt` (1 for the first), in milliseconds. */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseSeconds * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  const capped = Math.min(exponential, Math.max(policy.maxSeconds, policy.baseSeconds));
  return Math.round(capped * 1000 * (0.75 + 0.5 * random()));
}

/** The next attempt's time after failed attempt `attempt`, or undefined when the retry window is over. */
export function nextAttemptAt(
  attempt: number,
  windowStart: Date,
  now: Date,
  policy: RetryPolicy,
  random: () => number = Math.random,
): Date | undefined {
  const next = new Date(now.getTime() + retryDelayMs(attempt, policy, random));
  const windowEnd = windowStart.getTime() + policy.windowHours * 3_600_000;
  return next.getTime() > windowEnd ? undefined : next;
}
