import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { TIMINGS } from '../../shared/constants.ts';

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
  }
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
  http.interceptors.request.use(async (request) => {
    if (!request.skipAuth) {
      const token = await getAccessToken();
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (isUnauthorizedAnswer(error)) {
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

/** A short, user-facing description of a failed call. */
export function describeHttpError(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer.';
    if (error.response) return `The server answered with an error (HTTP ${error.response.status}).`;
    return 'The server could not be reached.';
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
