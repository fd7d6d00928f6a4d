import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { appIdParams } from '../applications/application-params.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import type { Orm } from '../db/database.ts';
import { entryLimitsFor, requestedAmountField } from './entry-amount-check.ts';

/**
 * GET /api/v2/application/{appId}/amount-limits: what the amount step checks as the borrower types (the same
 * limits every save of the amount is held to): the answer path of the amount in this flow, the smallest amount,
 * the step, and the most this home can support with the value known so far (null before one is).
 */
export function registerAmountLimitRoutes(app: FastifyInstance, orm: Orm, sheet: RateSheet): void {
  app.get(
    '/api/v2/application/:appId/amount-limits',
    { onRequest: app.requireCaller, schema: { params: appIdParams } },
    async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      return {
        field: requestedAmountField(row.flowType),
        ...entryLimitsFor(sheet, row.flowType, row.data, row.derived),
      };
    },
  );
}
