import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../admin/admin-access.ts';
import { requireAdmin } from '../../admin/admin-routes.ts';
import type { Orm } from '../../db/database.ts';
import { mismoExport } from './mismo-export.ts';

const errorShape = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
} as const;

/**
 * GET /api/v2/admin/applications/{appId}/mismo: the submitted application as a MISMO 3.4 (Build 324) MESSAGE
 * (application/xml), for a lender's loan origination system. Admin permission (401 without a token, 403 without
 * the permission); 404 for an unknown application, 409 for one not submitted yet.
 */
export async function registerMismoRoutes(app: FastifyInstance, orm: Orm): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', app.requireCaller);
    admin.addHook('onRequest', requireAdmin);
    admin.get(
      '/api/v2/admin/applications/:appId/mismo',
      {
        schema: {
          summary: 'Export a submitted application as MISMO 3.4 (Build 324) XML',
          tags: ['admin'],
          params: { type: 'object', required: ['appId'], properties: { appId: idParam } },
          response: { 404: errorShape, 409: errorShape },
        },
      },
      async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
        const result = await mismoExport(orm, Number(request.params.appId));
        if (!result.ok) {
          const error = result.status === 404 ? 'Not Found' : 'Conflict';
          return reply
            .code(result.status)
            .send({ statusCode: result.status, error, message: result.message });
        }
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="mismo-${result.loanNumber}.xml"`)
          .send(result.xml);
      },
    );
  });
}
