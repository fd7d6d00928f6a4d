import { LOADING_MESSAGES } from './loading-messages.ts';

/**
 * The loading screen's markup (loading-screen.css), written by the server into the page it sends so that a first
 * visit paints at once, and drawn by the SPA's LoadingOverlay with the same elements and classes.
 */

/**
 * Whose heading the screen shows, which sets its size on phones: a generated step's (step-page.tsx), the log-in
 * card's (auth-card.module.css), or another page's (MUI's h4).
 */
export type HeadingKind = 'step' | 'auth' | 'page';

export interface LoadingScreenHeading {
  text: string;
  kind: HeadingKind;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);

/** The spinner's markup (the SPA's Spinner at its default 40 px, hidden as decoration). */
export const SPINNER_HTML =
  '<span class="spinner" aria-hidden="true"><svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true" focusable="false">' +
  '<circle class="spinner-circle" cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"></circle></svg></span>';

/** The screen as its first moment shows it: the page's heading when known, the spinner, the first message. */
export function loadingScreenHtml(heading: LoadingScreenHeading | undefined): string {
  const title = heading
    ? `<h1 class="loading-screen-heading" data-kind="${heading.kind}">${escapeHtml(heading.text)}</h1>`
    : '';
  return `<div class="loading-screen" data-testid="loading-overlay">${title}${SPINNER_HTML}<p role="status" aria-live="polite" class="loading-screen-message">${escapeHtml(LOADING_MESSAGES[0] as string)}</p></div>`;
}
