/**
 * The upload panel's messages in the page's language. The panel's own logic (upload-files.ts, portal-api.ts) speaks
 * the spec's English texts (src/shared/uploads.ts); each is shown through the `portal` catalogue's `upload.*` key for
 * it. The server's refusals come already worded in the page's language (the SPA sends it as Accept-Language, and the
 * server words the spec's texts from the same keys) and read as sent.
 */

import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales.ts';
import { MAX_UPLOAD_MEGABYTES, UPLOAD_TEXTS } from '../../../shared/uploads.ts';
import type { Translate } from '../../i18n/messages.ts';

const KEY_OF_TEXT = new Map<string, keyof typeof UPLOAD_TEXTS>(
  (Object.entries(UPLOAD_TEXTS) as [keyof typeof UPLOAD_TEXTS, string][]).map(([key, text]) => [text, key]),
);

/** `upload.<key>` of the spec's text, with the size limit where the text names it. */
export function uploadText(t: Translate, key: keyof typeof UPLOAD_TEXTS): string {
  return t(`upload.${key}`, { size: MAX_UPLOAD_MEGABYTES });
}

/**
 * The browser's and the HTTP client's own words for a failed transfer (a storage PUT refused, the network down, a
 * time-out): technical English, read as the spec's 'Upload error' in any other language.
 */
const TECHNICAL_FAILURE =
  /upload failed \(storage PUT\)|^Network Error$|^timeout of \d+ms exceeded$|^Request failed with status code \d+$/;

/**
 * A message of the panel in the page's language: one of the spec's texts the panel wrote, by its key; the browser's
 * technical English outside English as the spec's 'Upload error'; anything else (the server's words) as sent.
 */
export function uploadMessage(t: Translate, message: string, locale: Locale = SOURCE_LOCALE): string {
  const key = KEY_OF_TEXT.get(message);
  if (key) return uploadText(t, key);
  return locale !== SOURCE_LOCALE && TECHNICAL_FAILURE.test(message)
    ? uploadText(t, 'perFileFallback')
    : message;
}
