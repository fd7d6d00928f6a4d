import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA page's one script tag (spa-document.ts): a small deferred script that starts the SPA's modules only once
 * the loading screen has painted. With the modules in the page's head, a fast connection had them downloaded before
 * the browser's first frame, and Lighthouse's simulation of a slow phone then counted every one of them as holding
 * that first paint (FCP and LCP 3.3 s in one run of three, 0.7 s in the others). The borrower's browser paints the
 * loading screen first either way; the modules now start one frame later at most, in a background tab at once.
 * Its data attributes name the entry module and the modules to preload with it.
 */
export const SCRIPT_LOADER_SOURCE = `(function () {
  var tag = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (tag.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
})();
`;

/** Named by its content, so it is cached for good and a changed loader is a new address. */
export const SCRIPT_LOADER_PATH = `/script-loader-${createHash('sha256').update(SCRIPT_LOADER_SOURCE).digest('hex').slice(0, 10)}.js`;

export function registerScriptLoader(app: FastifyInstance): void {
  app.get(SCRIPT_LOADER_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(SCRIPT_LOADER_SOURCE),
  );
}

/** The tag that loads `entry` and `preloads` through the loader. */
export function scriptLoaderTag(entry: string, preloads: readonly string[]): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script defer src="${SCRIPT_LOADER_PATH}" data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}"></script>`;
}
