import type { Plugin } from 'vite';

const STUDIO_ADDRESS = /^\/(\d+\/)?studio\/?(\?|$)/;

/**
 * Under `npm run dev`, `/studio` and `/{officerId}/studio` open the flow studio's own page
 * (src/client/studio/index.html); the server does the same with the built page (src/server/routes/spa-routes.ts).
 */
export function studioPage(): Plugin {
  return {
    name: 'studio-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && STUDIO_ADDRESS.test(request.url)) {
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          request.url = `/src/client/studio/index.html${query}`;
        }
        next();
      });
    },
  };
}
