import { ProviderUnavailableError } from './provider-errors.ts';

/** PROVIDER_TIMEOUT_MS's default: a vendor that has not answered in 10 seconds counts as failed. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * A JSON POST to a vendor gateway with a bearer key and a time-out. Any network failure, time-out or
 * non-2xx answer becomes ProviderUnavailableError; the body is never logged (it holds personal data).
 */
export async function postJson<T>(
  providerName: string,
  url: string,
  apiKey: string,
  body: unknown,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailableError(
      providerName,
      (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable',
    );
  }
  if (!response.ok) throw new ProviderUnavailableError(providerName, `answered HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ProviderUnavailableError(providerName, 'answered with a body that is not JSON');
  }
}
