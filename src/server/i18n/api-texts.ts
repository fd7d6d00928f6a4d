/**
 * The API's words to a borrower (issue 22, item 4): its refusals and messages, from the `api` catalogue in the
 * caller's language (`Accept-Language`; the SPA sends the page's). English reads as the code used to write it.
 */
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import { acceptedLocale } from './locale-preferences.ts';
import { serverMessages, type Translate } from './server-messages.ts';

export const apiText = (locale: Locale): Translate => serverMessages(locale, 'api');

/** The catalogue in the language of the request a reply answers. */
export const replyText = (reply: FastifyReply): Translate => apiText(acceptedLocale(reply.request));

/** Names in a sentence: "A", "A and B", "A, B and C" (Spanish "A, B y C"). */
export function listed(locale: Locale, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return apiText(locale)('list.and', { first: items.slice(0, -1).join(', '), last: items.at(-1) });
}
