import type { FastifyReply } from 'fastify';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

/**
 * The plain HTML pages the server renders itself outside the SPA (the verification and e-sign simulators' hosted
 * pages, the mail outbox): no scripts at all, inline styles only, not cached, never framed, no referrer sent.
 */
export const HOSTED_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export interface HostedPage {
  status?: number;
  /** The language the page is written in (`<html lang>`); English when not said. */
  lang?: Locale;
  /** The page's heading; the document title is "{title} – {service}". */
  title: string;
  /** Who the page stands for, shown in its header bar (e.g. "E-sign service (simulator)"). */
  service: string;
  style: string;
  /** HTML under the heading; every piece of data in it already escaped. */
  body: string;
}

export function sendHostedPage(reply: FastifyReply, page: HostedPage) {
  return reply
    .code(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', HOSTED_PAGE_POLICY)
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="${page.lang ?? SOURCE_LOCALE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} – ${escapeHtml(page.service)}</title>
<style>${page.style}</style>
</head>
<body>
<header>${escapeHtml(page.service)}</header>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`);
}
