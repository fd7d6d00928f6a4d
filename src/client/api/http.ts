import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { TIMINGS } from '../../shared/constants.ts';
import { currentLocale } from '../i18n/locale.ts';
import { retryOrReject, withIdempotencyKey } from './retries.ts';

/** Every API call times out after 30 seconds (spec 7). */
export const API_TIMEOUT_MS = TIMINGS.apiTimeoutMs;

export interface HttpClientOptions {
  baseURL: string;
  /** Supplies the bearer token; called for every request not marked `skipAuth`. */
  getAccessToken: () => Promise<string>;
  /** Spec 8: any 401 or 403 answer clears auth and sends the borrower to log in. */
  onUnauthorized?: () => void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the request without a bearer token (the spec's "unauthenticated" calls). */
    skipAuth?: boolean;
    /** A last-path tracking call: a 401/403 there is only a warning (spec 8). */
    pathTracking?: boolean;
    /** A permission check (GET /v2/admin/whoami): its 403 means "not allowed", not a lost session. */
    permissionCheck?: boolean;
  }
  interface InternalAxiosRequestConfig {
    /** Lets the next serialised request go (set while this one holds the lock). */
    releaseSerialLock?: () => void;
  }
}

/** Spec 6: requests whose base path contains v1/broker or /admin/ are serialised, one at a time. */
export function isSerialisedPath(url: string | undefined): boolean {
  return /v1\/broker|\/admin\//.test(url ?? '');
}

/** One lock per client: each serialised request waits for the previous one to be answered. */
function createSerialLock() {
  let tail: Promise<void> = Promise.resolve();
  return async function acquire(): Promise<() => void> {
    const previous = tail;
    let release = () => {};
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  };
}

export function isUnauthorizedAnswer(error: unknown): error is AxiosError {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status === 401 || status === 403;
}

export function createHttpClient({
  baseURL,
  getAccessToken,
  onUnauthorized,
}: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  const acquireSerialLock = createSerialLock();
  http.interceptors.request.use(async (request) => {
    // The page's language, for the server's messages (validation errors, refusals) and its first-visit default.
    request.headers.set('Accept-Language', currentLocale());
    if (isSerialisedPath(`${request.baseURL ?? ''}/${request.url ?? ''}`)) {
      request.releaseSerialLock = await acquireSerialLock();
    }
    try {
      if (!request.skipAuth) {
        const token = await getAccessToken();
        request.headers.set('Authorization', `Bearer ${token}`);
      }
    } catch (error) {
      request.releaseSerialLock?.();
      throw error;
    }
    return withIdempotencyKey(request);
  });
  const answered = (response: AxiosResponse) => {
    response.config.releaseSerialLock?.();
    return response;
  };
  http.interceptors.response.use(answered, async (error: unknown) => {
    if (axios.isAxiosError(error)) error.config?.releaseSerialLock?.();
    try {
      return await retryOrReject(http, error);
    } catch (final) {
      // A retry that failed in turn has been through this handler already.
      if (final !== error) throw final;
    }
    // A permission check's 403: the caller is signed in but not allowed; the page says so, the session stays.
    const notAllowed =
      axios.isAxiosError(error) && error.config?.permissionCheck && error.response?.status === 403;
    if (isUnauthorizedAnswer(error) && !notAllowed) {
      if (error.config?.pathTracking) {
        console.warn(`Saving the last path was refused (HTTP ${error.response?.status})`);
      } else {
        onUnauthorized?.();
      }
    }
    return Promise.reject(error);
  });
  return http;
}

/** What the borrower reads when the server still refuses after the retries waited out its Retry-After. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** A short, user-facing description of a failed call. */
export function describeHttpError(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer.';
    if (error.response?.status === 429) return TOO_MANY_REQUESTS;
    if (error.response) return `The server answered with an error (HTTP ${error.response.status}).`;
    return 'The server could not be reached.';
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
