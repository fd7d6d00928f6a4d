import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appIdParams } from '../applications/application-params.ts';
import { mergeDerived } from '../applications/application-repository.ts';
import { closedApplicationRefusal } from '../applications/closed-application.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { providerFailed } from '../credit/credit-routes.ts';
import type { Orm } from '../db/database.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import type { AvmProvider } from '../providers/avm/avm-provider.ts';
import { type AvmResult, ensureAvm } from './avm-check.ts';

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

type PropertyValueBody =
  | { type: 'avm' }
  | { type: 'prior'; value: number; appraisalDate: string }
  | { type: 'stated'; value: number };

const wholeDollars = { type: 'integer', minimum: 50_000, maximum: 20_000_000 } as const;

/** The property value detour (spec 4.7): the AVM's value, a prior appraisal, or the borrower's stated value. */
export function registerValuationRoutes(app: FastifyInstance, orm: Orm, avm: AvmProvider): void {
  const auth = { onRequest: app.requireCaller };

  app.get(
    '/api/v2/application/:appId/valuation',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      try {
        const current = await ensureAvm(orm, row, avm);
        const result = current.derived.avm as AvmResult | undefined;
        return {
          avmValue: typeof result?.valueCents === 'number' ? result.valueCents / 100 : null,
          confidence: result?.confidence ?? null,
          valuation: current.derived.valuation ?? null,
        };
      } catch (error) {
        return providerFailed(request, reply, error, replyText(reply)('refusal.valuation.failed'));
      }
    },
  );

  app.put(
    '/api/v2/application/:appId/propertyValue',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          oneOf: [
            {
              type: 'object',
              required: ['type'],
              additionalProperties: false,
              properties: { type: { const: 'avm' } },
            },
            {
              type: 'object',
              required: ['type', 'value', 'appraisalDate'],
              additionalProperties: false,
              properties: {
                type: { const: 'prior' },
                value: wholeDollars,
                appraisalDate: { type: 'string', format: 'date' },
              },
            },
            {
              type: 'object',
              required: ['type', 'value'],
              additionalProperties: false,
              properties: { type: { const: 'stated' }, value: wholeDollars },
            },
          ],
        },
      },
    },
    async (request: FastifyRequest<{ Params: { appId: string }; Body: PropertyValueBody }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const locale = acceptedLocale(request);
      const closed = await closedApplicationRefusal(orm, row, locale);
      if (closed) return reply.code(409).send(closed);
      const body = request.body;
      const earlier = (row.derived.valuation ?? {}) as { hasTriedStatedValue?: boolean };
      let valuation: Record<string, unknown>;
      if (body.type === 'avm') {
        const avmValue = (row.derived.avm as AvmResult | undefined)?.valueCents;
        if (typeof avmValue !== 'number') {
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            code: 'no_avm_value',
            message: apiText(locale)('refusal.valuation.noAvm'),
          });
        }
        valuation = { type: 'avm', value: avmValue / 100, requiresFullAppraisal: false };
      } else if (body.type === 'prior') {
        const ageDays = (Date.now() - Date.parse(body.appraisalDate)) / 86_400_000;
        if (!(ageDays >= 0 && ageDays <= 365)) {
          return reply.code(400).send({
            statusCode: 400,
            error: 'Bad Request',
            field: 'appraisalDate',
            message: apiText(locale)('refusal.valuation.appraisalDate'),
          });
        }
        valuation = {
          type: 'prior',
          value: body.value,
          appraisalDate: body.appraisalDate,
          requiresFullAppraisal: false,
        };
      } else {
        valuation = { type: 'stated', value: body.value, requiresFullAppraisal: true };
      }
      const hasTriedStatedValue = earlier.hasTriedStatedValue === true || body.type === 'stated';
      await mergeDerived(orm, row.id, {
        valuation: { ...valuation, hasTriedStatedValue, chosenAt: new Date().toISOString() },
      });
      request.log.info({ appId: row.id, type: body.type }, 'property value chosen');
      return { valuation: { ...valuation, hasTriedStatedValue } };
    },
  );

  app.put(
    '/api/v2/application/:appId/property/appraisal',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          type: 'object',
          required: ['option'],
          additionalProperties: false,
          properties: { option: { enum: ['full-appraisal', 'drive-by', 'desktop'] } },
        },
      },
    },
    async (request: FastifyRequest<{ Params: { appId: string }; Body: { option: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const appraisal = {
        option: request.body.option,
        status: 'requested',
        requestedAt: new Date().toISOString(),
      };
      await mergeDerived(orm, row.id, { appraisal });
      return { appraisal };
    },
  );
}
