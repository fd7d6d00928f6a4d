// Screens already found clean. The journeys pass through the same screens many times (every walk starts with the
// same prequalification steps), and axe takes about a second per screen and width on this machine. The same markup
// at the same width under the same build's stylesheets gives the same axe result and the same layout, so a screen
// checked clean once in this build is not checked again, in this e2e file or in another. Anything new on the
// screen (a message, an answer, another layout at this width) makes it a different screen, checked in full.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** This build (its pages name every hashed asset) and this axe: a new build or axe starts afresh. */
function memoDirectory(): string {
  const pages = ['index.html', 'src/client/studio/index.html'].map((page) =>
    join(ARTIFACTS_DIR, '..', 'dist', page),
  );
  const build = sha256(
    pages.map((page) => (existsSync(page) ? readFileSync(page, 'utf8') : 'unbuilt')).join('\n'),
  );
  const directory = join(ARTIFACTS_DIR, 'axe-clean', sha256(`${build} axe ${axe.version}`).slice(0, 16));
  mkdirSync(directory, { recursive: true });
  return directory;
}

let directory: string | undefined;

/**
 * A digest of the page's markup with the generated ids (React's useId, RJSF's) renamed in order of first use, so two
 * renders of the same screen read the same, and a different reference between elements still reads differently.
 * Read from the live document and digested in the page: a copy of the body and its serialisation cost about 20% of
 * a journey's browser time, and sending the markup over the DevTools protocol more.
 */
const markupDigest = (page: Page) =>
  page.evaluate(async () => {
    const references = ['id', 'for', 'name', 'headers', 'list', 'form'];
    const tokens = new Map<string, string>();
    const token = (value: string) => {
      if (!tokens.has(value)) tokens.set(value, `id${tokens.size}`);
      return tokens.get(value) as string;
    };
    const origin = location.origin;
    const parts: string[] = [];
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push('\u0001', (node.nodeValue ?? '').replaceAll(origin, ''));
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const element = node as Element;
      parts.push('<', element.tagName);
      for (const { name, value } of element.attributes) {
        let shown = value.replaceAll(origin, '');
        // The identity provider's hidden silent-log-in frame: its query (state, port) changes from run to run.
        if (name === 'src' && element.tagName === 'IFRAME') shown = new URL(value, location.href).pathname;
        else if ((references.includes(name) || name.startsWith('aria-')) && /\d/.test(value))
          shown = value.split(/\s+/).map(token).join(' ');
        parts.push(' ', name, '=\u0002', shown, '\u0002');
      }
      parts.push('>');
      // A button's fading click ripple changes from run to run, and axe does not judge it.
      if (!element.classList.contains('MuiTouchRipple-root'))
        for (const child of element.childNodes) visit(child);
      parts.push('</', element.tagName, '>');
    };
    visit(document.body);
    // The head's nonce and the server's port change with each run; what axe reads there is the title and the lang.
    const page = `${document.documentElement.lang} ${document.title} ${window.innerWidth}x${window.innerHeight}`;
    const bytes = new TextEncoder().encode(`${page} ${parts.join('')}`);
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });

/** The screen as it is now: its key, and whether it was found clean before in this build. */
export async function screenState(page: Page): Promise<{ key: string; knownClean: boolean }> {
  directory ??= memoDirectory();
  const key = await markupDigest(page);
  return { key, knownClean: existsSync(join(directory, key)) };
}

/** Records a screen found clean (zero violations, no sideways scroll). */
export function rememberClean(key: string): void {
  directory ??= memoDirectory();
  writeFileSync(join(directory, key), '');
}
