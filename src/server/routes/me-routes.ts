import type { FastifyInstance } from 'fastify';

/** Who the bearer token says the caller is: the smallest protected call, used by the SPA and the token tests. */
export function registerMeRoutes(app: FastifyInstance): void {
  app.get(
    '/api/v2/me',
    {
      onRequest: app.requireCaller,
      schema: { summary: 'The signed-in caller: subject, scopes and permissions' },
    },
    async (request) => ({
      sub: request.caller?.sub,
      scope: request.caller?.scopes.join(' '),
    }),
  );
}
