/**
 * The language the loan's texts are read in (issue 22): the API answers in the request's `Accept-Language`
 * (the SPA sends the page's language), among the languages the product speaks; a document opened in a new tab
 * (the disclosures page) in its link's `?lang=`, else the application's stored language, else `Accept-Language`.
 * What is stored stays English: these only choose the words shown.
 */
import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { acceptedLocale } from './locale-preferences.ts';

/** A `lang` query parameter naming a language the product speaks, else undefined. */
export function queryLocale(request: FastifyRequest): Locale | undefined {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLocale(lang) ? lang : undefined;
}

/** The language of a document page: `?lang=`, else the application's language, else `Accept-Language`. */
export function documentLocale(request: FastifyRequest, applicationLocale: unknown): Locale {
  return queryLocale(request) ?? (isLocale(applicationLocale) ? applicationLocale : acceptedLocale(request));
}
