import { useEffect } from 'react';
import { documentTitle, faviconKind } from '../../shared/branding/brand-rules.ts';
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

/** Document title and favicon per brand (spec 2.6); untouched while the brand is still unknown. */
export function useDocumentBranding(kind: BrandKind | null, companyName: string, loading: boolean): void {
  useEffect(() => {
    if (loading || kind === null) return;
    document.title = documentTitle(kind, companyName);
    const link = faviconLink();
    defaultFaviconHref ??= link.getAttribute('href') ?? BLANK_FAVICON;
    link.href = faviconKind(kind) === 'default' ? defaultFaviconHref : BLANK_FAVICON;
  }, [kind, companyName, loading]);
}
