/**
 * The texts the server writes into the page it sends (spa-document.ts), in the page's language: the loading
 * screen's first message and the headings of the log-in and dashboard pages, from the `frame` catalogue (the
 * keys src/shared/loading-messages.ts names), and a step's title from its translated step file.
 * A key the catalogue lacks leaves the English of src/shared/loading-messages.ts.
 */

import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { translateFile } from '../../shared/i18n/step-texts.ts';
import { DASHBOARD_HEADING, LOADING_MESSAGES, LOGIN_HEADING } from '../../shared/loading-messages.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { serverMessages } from './server-messages.ts';

const FRAME = 'frame';
const LOGIN_HEADING_KEY = 'loading.heading.login';
const DASHBOARD_HEADING_KEY = 'loading.heading.dashboard';
const FIRST_MESSAGE_KEY = 'loading.setup';

function frameText(locale: Locale, key: string, english: string): string {
  if (locale === SOURCE_LOCALE) return english;
  try {
    return serverMessages(locale, FRAME)(key);
  } catch {
    return english;
  }
}

export interface DocumentTexts {
  loginHeading: string;
  dashboardHeading: string;
  /** The loading screen's first message (LOADING_MESSAGES[0] in English). */
  firstLoadingMessage: string;
}

export function documentTexts(locale: Locale): DocumentTexts {
  return {
    loginHeading: frameText(locale, LOGIN_HEADING_KEY, LOGIN_HEADING),
    dashboardHeading: frameText(locale, DASHBOARD_HEADING_KEY, DASHBOARD_HEADING),
    firstLoadingMessage: frameText(locale, FIRST_MESSAGE_KEY, LOADING_MESSAGES[0] as string),
  };
}

/** Titles by step file (a file read again is a new object) and language. */
const titles = new WeakMap<object, Map<Locale, string | undefined>>();

/** A step screen's title in `locale`, from its step file's translations (English when untranslated). */
export function localizedStepTitle(screen: string, locale: Locale): string | undefined {
  const document = flowCatalog().steps.get(screen);
  if (!document) return undefined;
  if (locale === SOURCE_LOCALE) return document.title;
  let byLocale = titles.get(document);
  if (!byLocale) {
    byLocale = new Map();
    titles.set(document, byLocale);
  }
  if (!byLocale.has(locale)) byLocale.set(locale, translateFile(document, locale).title);
  return byLocale.get(locale);
}
