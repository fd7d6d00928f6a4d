import type { FastifyInstance } from 'fastify';

/** Paths whose answers may hold personal data: the API and the identity provider's userinfo. */
const PERSONAL_DATA_PATHS = /^\/(api\/|idp\/userinfo(\?|$))/;

/**
 * `Cache-Control: no-store` on every answer that may hold personal data, so no browser, proxy or shared cache keeps
 * a copy (issue 19, item 15). A route that chose its own caching (public branding images, the runtime config)
 * keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (PERSONAL_DATA_PATHS.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
