import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStudioPage } from '../security/security-headers.ts';
import { registerScriptLoader } from './script-loader.ts';

const APP_ROUTE_EXCLUDED = /^\/(api|idp)(\/|$)/;

/** What of the request a page depends on: its language comes from the `lang` cookie and `Accept-Language`. */
export interface PageRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** index.html for the requested address (runtime config, branding, preloads written in), or undefined for the file as built. */
export type SpaDocument = (url: string, request?: PageRequest) => Promise<string | undefined>;

/** The flow studio's page as `vite build` writes it (vite.config.ts, its `studio` environment), under dist/. */
export const STUDIO_PAGE_FILE = 'src/client/studio/index.html';

export interface SpaPages {
  /** The borrower's SPA (index.html). */
  spa?: SpaDocument;
  /** The flow studio's page (STUDIO_PAGE_FILE), at `/studio` and `/{officerId}/studio`. */
  studio?: SpaDocument;
}

/**
 * Serves the built SPA from dist/ with a history fallback: a file that exists is sent as itself; any
 * other GET that is not an API or provider path gets index.html, so a deep link such as
 * /2000001/property/address loads the app. Unknown API paths keep their JSON 404. The flow studio's addresses get
 * its own page, built apart (vite.config.ts).
 *
 * The build writes every asset also brotli- and gzip-compressed (vite.config.ts); the static plugin sends the
 * one the browser accepts as it is (`preCompressed`), with Content-Encoding and `Vary: Accept-Encoding`, and the
 * file itself to a client that accepts neither.
 */
export async function registerSpaRoutes(
  app: FastifyInstance,
  distDir: string,
  pages: SpaPages = {},
  options: { serveSourceMaps?: boolean } = {},
): Promise<void> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { distDir: root },
      'spa: no built SPA found; run `npm run build` (npm start does it for you)',
    );
  }
  // serve: false gives reply.sendFile (ranges, ETag, safe paths) without registering routes of its own.
  if (existsSync(root)) {
    await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true });
  }

  registerScriptLoader(app);
  app.setNotFoundHandler(async (request, reply) => {
    const url = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '')) || '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const hiddenSourceMap = !options.serveSourceMaps && /\.map$/i.test(url);
    if (isRead && url !== '/' && !APP_ROUTE_EXCLUDED.test(url) && !hiddenSourceMap) {
      const file = path.resolve(root, `.${url}`);
      if (file.startsWith(`${root}${path.sep}`) && existsSync(file) && statSync(file).isFile()) {
        // Vite names files under assets/ (the studio's: studio-assets/) by content hash, so they never change; the
        // rest must revalidate.
        const hashedAsset = /^\/(studio-)?assets\//.test(url);
        reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
      }
    }
    const isAppRoute = isRead && !APP_ROUTE_EXCLUDED.test(url) && !/\.[a-z0-9]+$/i.test(url);
    if (isAppRoute) {
      const studio = isStudioPage(url);
      const pageFile = studio ? path.join(root, STUDIO_PAGE_FILE) : indexFile;
      if (!existsSync(pageFile)) {
        return reply.code(503).type('text/plain').send('The app is not built yet. Run `npm run build`.');
      }
      const document = studio ? pages.studio : pages.spa;
      const page = (await document?.(request.url, request)) ?? readFileSync(pageFile);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${url} not found` });
  });
}
