import { useEffect } from 'react';
import { documentTitle, FALLBACK_TITLE, faviconKind } from '../../shared/branding/brand-rules.ts';
import { useLoadedMessages } from '../components/use-loaded-messages.ts';
import type { Translate } from '../i18n/messages.ts';
import type { BrandKind } from './broker.ts';

/** An empty data URL: the browser shows no icon and does not fall back to /favicon.ico. */
export const BLANK_FAVICON = 'data:,';

let defaultFaviconHref: string | null = null;

function faviconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
  return link;
}

/**
 * Spec 2.6's title ('Apply with {company name}' or 'Lending Made Simple') in the page's language (the `frame`
 * texts); the English one until they have loaded.
 */
export function localizedDocumentTitle(
  kind: BrandKind | null,
  companyName: string,
  t: Translate | undefined,
): string {
  const english = documentTitle(kind, companyName);
  if (!t) return english;
  return english === FALLBACK_TITLE
    ? t('title.fallback')
    : t('title.company', { company: companyName.trim() });
}

/** Document title and favicon per brand (spec 2.6); untouched while the brand is still unknown. */
export function useDocumentBranding(kind: BrandKind | null, companyName: string, loading: boolean): void {
  const t = useLoadedMessages('frame');
  useEffect(() => {
    if (loading || kind === null) return;
    document.title = localizedDocumentTitle(kind, companyName, t);
  }, [kind, companyName, loading, t]);
  useEffect(() => {
    if (loading || kind === null) return;
    const link = faviconLink();
    defaultFaviconHref ??= link.getAttribute('href') ?? BLANK_FAVICON;
    link.href = faviconKind(kind) === 'default' ? defaultFaviconHref : BLANK_FAVICON;
  }, [kind, loading]);
}
