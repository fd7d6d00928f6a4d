/**
 * The SPA's own words for a call that failed without the server's (the network down, a time-out, a 5xx without a
 * body), in the page's language. The `calls` catalogue downloads only once a call has failed, never with a screen.
 */
import axios from 'axios';
import type englishCalls from '../../../schemas/messages/en/calls.json';
import englishCommon from '../../../schemas/messages/en/common.json';
import { currentLocale } from '../i18n/locale.ts';
import { loadCatalogue, loadedMessages, translator } from '../i18n/messages.ts';
import { PricingCallError } from './pricing-call-error.ts';

/** A key of schemas/messages/<locale>/calls.json. */
export type CallFailure = keyof typeof englishCalls;

const GENERIC = 'call.failed';

export async function failureText(key: CallFailure): Promise<string> {
  const locale = currentLocale();
  try {
    return translator(await loadCatalogue(locale, 'calls'), 'calls')(key);
  } catch (error) {
    // Offline, the calls catalogue cannot come either: the short words of `common`, which every framed page has.
    console.error(`The calls catalogue (${locale}) did not load`, error);
    return loadedMessages(locale, 'common')?.(GENERIC) ?? englishCommon[GENERIC];
  }
}

/**
 * Runs a call and resolves to its answer's data. A failure rejects with PricingCallError (the class the step
 * engine shows as a message) carrying the server's words when it sent them, else the text `failure`.
 */
export async function wordedCall<T>(failure: CallFailure, request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    const answer = axios.isAxiosError(error) ? error.response : undefined;
    const body = (answer?.data ?? {}) as { message?: unknown; code?: unknown };
    throw new PricingCallError(
      typeof body.message === 'string' ? body.message : await failureText(failure),
      answer?.status ?? null,
      typeof body.code === 'string' ? body.code : null,
    );
  }
}
