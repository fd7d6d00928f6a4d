import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/access-token.ts';

/**
 * onRequest hook after `requireCaller`: a signed-in caller without the admin permission gets 403
 * (DESIGN.md 6: the admin API under /api/v2/admin/ needs the admin scope).
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.sent) return;
  if (!isAdmin(request.caller)) {
    return reply.code(403).send({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This call needs the admin permission',
    });
  }
}

/** GET /api/v2/admin/whoami: whether the bearer token carries the admin permission (the tester's page asks). */
export function registerAdminRoutes(app: FastifyInstance): void {
  app.get('/api/v2/admin/whoami', { onRequest: [app.requireCaller, requireAdmin] }, async (request) => ({
    sub: request.caller?.sub,
    admin: true,
    permissions: request.caller?.permissions ?? [],
  }));
}
