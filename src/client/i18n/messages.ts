/**
 * Texts of the screens, from the catalogues `schemas/messages/<locale>/<namespace>.json` (ICU MessageFormat),
 * each compiled at build time (scripts/vite-messages.ts) and downloaded on first use, for the page's language only.
 *
 *   const t = useMessages(namespace);
 *   t('todos.count', { count: 3 })
 */
import { use, useMemo } from 'react';
import type { Locale } from '../../shared/i18n/locales.ts';
import { useLocale } from './locale.ts';

type MessageFunction = (values?: Record<string, unknown>) => string;
type Catalogue = Readonly<Record<string, MessageFunction>>;
export type Translate = (key: string, values?: Record<string, unknown>) => string;

// The server's own namespaces (its pages, e-mails, the API's and the loans' texts) are never loaded here: left out,
// so every page's map of catalogues stays short.
const loaders = import.meta.glob<Catalogue>(
  [
    '/schemas/messages/*/*.json',
    '!/schemas/messages/*/api.json',
    '!/schemas/messages/*/email.json',
    '!/schemas/messages/*/hosted.json',
    '!/schemas/messages/*/idp.json',
    '!/schemas/messages/*/loan.json',
    '!/schemas/messages/*/security.json',
  ],
  { query: '?messages', import: 'default' },
);

/** A promise React's `use` reads without suspending once it has settled (React's thenable fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const loaded = new Map<string, Tracked<Catalogue>>();

export function hasCatalogue(locale: Locale, namespace: string): boolean {
  return `/schemas/messages/${locale}/${namespace}.json` in loaders;
}

/** Starts (once) the download of a namespace's texts in a language; a route may call it before it renders. */
export function loadCatalogue(locale: Locale, namespace: string): Tracked<Catalogue> {
  const key = `${locale}/${namespace}`;
  const known = loaded.get(key);
  if (known) return known;
  const load = loaders[`/schemas/messages/${key}.json`] ?? loaders[`/schemas/messages/en/${namespace}.json`];
  if (!load) throw new Error(`No catalogue schemas/messages/en/${namespace}.json`);
  const promise: Tracked<Catalogue> = load();
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loaded.delete(key);
    },
  );
  loaded.set(key, promise);
  return promise;
}

export function translator(catalogue: Catalogue, namespace: string): Translate {
  return (key, values) => {
    const message = catalogue[key];
    if (message) return message(values);
    console.error(`No message ${namespace}.${key}`);
    return key;
  };
}

/** The texts of a namespace in the page's language; suspends until they have loaded. */
export function useMessages(namespace: string): Translate {
  const locale = useLocale();
  // React reads the settled fields this promise carries, so a loaded catalogue never suspends again.
  const catalogue = use(loadCatalogue(locale, namespace) as Promise<Catalogue>);
  return useMemo(() => translator(catalogue, namespace), [catalogue, namespace]);
}

/**
 * The texts of a namespace already loaded in this language (for code outside components, e.g. a validator's
 * messages); undefined before its first load.
 */
export function loadedMessages(locale: Locale, namespace: string): Translate | undefined {
  const promise = loaded.get(`${locale}/${namespace}`);
  return promise?.status === 'fulfilled' && promise.value ? translator(promise.value, namespace) : undefined;
}
