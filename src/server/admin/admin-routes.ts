import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/access-token.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';
import type { FlowTypes } from '../flows/flow-types.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { registerAdminAppointmentRoutes } from './admin-appointment-routes.ts';
import { registerAdminConditionRoutes } from './admin-condition-routes.ts';
import { registerAdminDocumentRoutes } from './admin-document-routes.ts';
import { registerAdminFlowTypeRoutes } from './admin-flow-type-routes.ts';
import { registerAdminLoanRoutes } from './admin-loan-routes.ts';

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

export interface AdminDependencies {
  orm: Orm;
  storage: DocumentStorage;
  flowTypes: FlowTypes;
  provider: ProviderCompany;
}

/**
 * The processor's API under /api/v2/admin/ (DESIGN.md 6): every route needs a signed-in caller (401) with the
 * admin permission (403); every change to a loan is a loan event, recorded as `admin:{sub}` (a default flow type
 * records its `admin:{sub}` on the officer's or company's row).
 */
export async function registerAdminRoutes(app: FastifyInstance, deps: AdminDependencies): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', app.requireCaller);
    admin.addHook('onRequest', requireAdmin);
    // GET /api/v2/admin/whoami: whether the bearer token carries the admin permission (the tester's page asks).
    admin.get(
      '/api/v2/admin/whoami',
      { schema: { summary: 'Whether the bearer token carries the admin permission' } },
      async (request) => ({
        sub: request.caller?.sub,
        admin: true,
        permissions: request.caller?.permissions ?? [],
      }),
    );
    registerAdminLoanRoutes(admin, deps.orm);
    registerAdminConditionRoutes(admin, deps.orm);
    registerAdminAppointmentRoutes(admin, deps.orm);
    registerAdminDocumentRoutes(admin, deps.orm, deps.storage);
    registerAdminFlowTypeRoutes(admin, deps);
  });
}
