/**
 * Safe retries for the SPA's API calls (issue 9). Every POST carries an Idempotency-Key, so a retry of a POST
 * whose answer was lost gets the first answer back instead of doing the work twice (the server keeps it 24 h).
 * Retried (GET, HEAD, PUT, PATCH and POST; a DELETE is not): a call that got no answer at all (the connection
 * dropped), 502 from a proxy, 503 and 504 (an instance or its database briefly gone), a time-out once (the
 * borrower already waited 30 s), and 429, or a 409 "still in progress" from the idempotency check, after the
 * server's Retry-After. Not retried: the API's own 502 provider_unavailable (the outside party already had its
 * time; the caller shows its message) and every other answer, which the caller shows as it is.
 */
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Retries after the first attempt. */
export const MAX_RETRIES = 3;
/** The longest wait for one retry, whatever Retry-After says: past that the borrower is told to wait. */
export const MAX_RETRY_WAIT_MS = 10_000;
const BACKOFF_MS = [500, 1_500, 3_000];
const backoffMs = (retriesDone: number) => BACKOFF_MS[retriesDone] ?? 3_000;

/** A time-out is retried at most this often: each costs the borrower another 30 s. */
export const MAX_TIMEOUT_RETRIES = 1;
const RETRIED_METHODS = new Set(['get', 'head', 'put', 'patch', 'post']);

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How many times this call has been retried. */
    retriesDone?: number;
    /** How many of its attempts timed out. */
    timeoutsDone?: number;
  }
}

/** Gives each POST its Idempotency-Key once; a retry reuses the config and so the same key. */
export function withIdempotencyKey(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (request.method?.toLowerCase() === 'post' && !request.headers.has(IDEMPOTENCY_HEADER)) {
    request.headers.set(IDEMPOTENCY_HEADER, globalThis.crypto.randomUUID());
  }
  return request;
}

/** How long to wait before retrying this failure, or undefined when it must not be retried. */
export function retryDelayMs(error: AxiosError, retriesDone: number): number | undefined {
  const method = error.config?.method?.toLowerCase() ?? 'get';
  if (retriesDone >= MAX_RETRIES || error.code === 'ERR_CANCELED' || !RETRIED_METHODS.has(method))
    return undefined;
  if (isTimeout(error))
    return (error.config?.timeoutsDone ?? 0) < MAX_TIMEOUT_RETRIES ? backoffMs(retriesDone) : undefined;
  const status = error.response?.status;
  if (status === undefined) return error.request ? backoffMs(retriesDone) : undefined;
  if (status === 502) return isProviderUnavailable(error) ? undefined : backoffMs(retriesDone);
  if (status === 503 || status === 504) return backoffMs(retriesDone);
  if (status === 429 || (status === 409 && retryAfterHeader(error) !== undefined)) {
    const seconds = Number(retryAfterHeader(error));
    const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : backoffMs(retriesDone);
    return wait <= MAX_RETRY_WAIT_MS ? wait : undefined;
  }
  return undefined;
}

/** Axios's time-out (ECONNABORTED, or ETIMEDOUT with clarifyTimeoutError). */
const isTimeout = (error: AxiosError) => error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';

const retryAfterHeader = (error: AxiosError): string | undefined => {
  const value = error.response?.headers?.['retry-after'];
  return value === undefined || value === null ? undefined : String(value);
};

/** The API's own answer that an outside party (credit, AVM…) failed: final, unlike a proxy's 502. */
const isProviderUnavailable = (error: AxiosError) =>
  (error.response?.data as { code?: unknown } | undefined)?.code === 'provider_unavailable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the failed call again after its delay, or passes the failure on. */
export async function retryOrReject(http: AxiosInstance, error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || !error.config) throw error;
  const retriesDone = error.config.retriesDone ?? 0;
  const delay = retryDelayMs(error, retriesDone);
  if (delay === undefined) throw error;
  await sleep(delay);
  const timeoutsDone = (error.config.timeoutsDone ?? 0) + (isTimeout(error) ? 1 : 0);
  return http.request({ ...error.config, retriesDone: retriesDone + 1, timeoutsDone });
}
