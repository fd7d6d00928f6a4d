/**
 * The lender's webhook administration under /api/v2/admin/webhooks (admin permission): endpoints added, listed,
 * changed or disabled, secrets rotated, and the delivery log read and replayed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParam, notFound } from '../../admin/admin-access.ts';
import { requireAdmin } from '../../admin/admin-routes.ts';
import type { Orm } from '../../db/database.ts';
import { SchemaValidationError } from '../../routes/validation-errors.ts';
import { endpointUrlProblem } from './webhook-config.ts';
import { type DeliveryLogEntry, deliveryLog, replayDelivery } from './webhook-deliveries.ts';
import {
  changeEndpoint,
  createEndpoint,
  endpointView,
  findEndpoint,
  listEndpoints,
  rotateSecret,
} from './webhook-endpoints.ts';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts';
import type { DeliveryStatus, WebhookDeliveryRow } from './webhook-schema.ts';

const eventsSchema = {
  type: 'array',
  uniqueItems: true,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
} as const;
const urlSchema = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const descriptionSchema = { type: ['string', 'null'], maxLength: 200 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idParam } } as const;
const STATUSES: DeliveryStatus[] = ['pending', 'delivered', 'failed'];

interface EndpointBody {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}
type DeliveryQuery = { eventId?: string; endpointId?: string; status?: DeliveryStatus; limit?: string };
type IdRequest<Body = unknown> = FastifyRequest<{ Params: { id: string }; Body: Body }>;

const deliveryView = (delivery: WebhookDeliveryRow) => ({
  id: String(delivery.id),
  endpointId: String(delivery.endpointId),
  applicationId: String(delivery.applicationId),
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  createdAt: delivery.createdAt.toISOString(),
});

const logView = (entry: DeliveryLogEntry) => ({
  ...deliveryView(entry.delivery),
  event: { id: entry.event.publicId, type: entry.event.type, createdAt: entry.event.createdAt.toISOString() },
  log: entry.attempts.map((attempt) => ({
    attempt: attempt.attempt,
    startedAt: attempt.startedAt.toISOString(),
    durationMs: attempt.durationMs,
    responseStatus: attempt.responseStatus,
    responseBody: attempt.responseBody,
    error: attempt.error,
  })),
});

function conflict(reply: FastifyReply, message: string) {
  return reply.code(409).send({ statusCode: 409, error: 'Conflict', message });
}

export function registerWebhookAdminRoutes(
  app: FastifyInstance,
  orm: Orm,
  options: { allowHttpLocalhost: boolean; wake: () => void },
): void {
  const auth = { onRequest: [app.requireCaller, requireAdmin] };
  const checkUrl = (url: string | undefined) => {
    const problem = url === undefined ? undefined : endpointUrlProblem(url, options.allowHttpLocalhost);
    if (problem) throw new SchemaValidationError('body.url', `body.url ${problem}`);
  };

  app.get(
    '/api/v2/admin/webhooks/endpoints',
    { ...auth, schema: { summary: "The lender's webhook endpoints (secrets never shown)" } },
    async () => ({
      endpoints: (await listEndpoints(orm)).map((row) => endpointView(row)),
    }),
  );

  app.post(
    '/api/v2/admin/webhooks/endpoints',
    {
      ...auth,
      schema: {
        body: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: { url: urlSchema, events: eventsSchema, description: descriptionSchema },
        },
      },
    },
    async (request: FastifyRequest<{ Body: EndpointBody }>, reply) => {
      const { url, events = [], description = null } = request.body;
      checkUrl(url);
      const { row, secret } = await createEndpoint(orm, { url: url as string, events, description });
      return reply.code(201).send({ endpoint: endpointView(row), secret });
    },
  );

  app.patch(
    '/api/v2/admin/webhooks/endpoints/:id',
    {
      ...auth,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            url: urlSchema,
            events: eventsSchema,
            description: descriptionSchema,
            enabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request: IdRequest<EndpointBody>, reply) => {
      checkUrl(request.body.url);
      const existing = await findEndpoint(orm, Number(request.params.id));
      if (!existing) return notFound(reply, `No webhook endpoint ${request.params.id}`);
      if (existing.source === 'env')
        return conflict(reply, `Endpoint ${existing.id} is set by WEBHOOK_ENDPOINTS: change it there`);
      const row = await changeEndpoint(orm, existing.id, request.body);
      if (row?.enabled) options.wake();
      return row ? { endpoint: endpointView(row) } : notFound(reply, `No webhook endpoint ${existing.id}`);
    },
  );

  app.post(
    '/api/v2/admin/webhooks/endpoints/:id/rotate-secret',
    {
      ...auth,
      schema: {
        params: idParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { previousSecretValidHours: { type: 'integer', minimum: 0, maximum: 168 } },
        },
      },
    },
    async (request: IdRequest<{ previousSecretValidHours?: number } | null>, reply) => {
      const existing = await findEndpoint(orm, Number(request.params.id));
      if (!existing) return notFound(reply, `No webhook endpoint ${request.params.id}`);
      if (existing.source === 'env')
        return conflict(
          reply,
          `Endpoint ${existing.id} is set by WEBHOOK_ENDPOINTS: rotate its secret there (secret and previousSecret)`,
        );
      const rotated = await rotateSecret(orm, existing.id, request.body?.previousSecretValidHours ?? 24);
      if (!rotated) return notFound(reply, `No webhook endpoint ${existing.id}`);
      return { endpoint: endpointView(rotated.row), secret: rotated.secret };
    },
  );

  app.get<{ Querystring: DeliveryQuery }>(
    '/api/v2/admin/webhooks/deliveries',
    {
      ...auth,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            eventId: { type: 'string', pattern: '^evt_[0-9a-f]{32}$' },
            endpointId: idParam,
            status: { type: 'string', enum: STATUSES },
            limit: { type: 'string', pattern: '^(?:[1-9][0-9]{0,2}|1000)$' },
          },
        },
      },
    },
    async (request) => {
      const { eventId, endpointId, status, limit } = request.query;
      const entries = await deliveryLog(orm, {
        eventId,
        endpointId: endpointId === undefined ? undefined : Number(endpointId),
        status,
        limit: limit === undefined ? 100 : Number(limit),
      });
      return { deliveries: entries.map(logView) };
    },
  );

  app.post(
    '/api/v2/admin/webhooks/deliveries/:id/replay',
    { ...auth, schema: { params: idParams } },
    async (request: IdRequest, reply) => {
      const row = await replayDelivery(orm, Number(request.params.id));
      if (!row) return notFound(reply, `No webhook delivery ${request.params.id}`);
      options.wake();
      return reply.code(202).send({ delivery: deliveryView(row) });
    },
  );
}
