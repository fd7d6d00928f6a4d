import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../admin/admin-routes.ts';
import { appIdParams } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { pricingRunsOf } from './pricing-runs.ts';

/**
 * `GET /api/v2/admin/applications/{appId}/pricing-runs` (admin): every pricing run of an application, oldest first,
 * as kept for audit: its inputs, the amounts asked, the rate sheet, the offers, the declines and reasons.
 */
export function registerPricingRunRoutes(app: FastifyInstance, orm: Orm): void {
  app.get<{ Params: { appId: string } }>(
    '/api/v2/admin/applications/:appId/pricing-runs',
    { onRequest: [app.requireCaller, requireAdmin], schema: { params: appIdParams } },
    async (request) => {
      const runs = await pricingRunsOf(orm, Number(request.params.appId));
      return {
        runs: runs.map(({ id, applicationId, createdAt, ...run }) => ({
          id: String(id),
          applicationId: String(applicationId),
          pricedAt: createdAt.toISOString(),
          ...run,
        })),
      };
    },
  );
}
