/** The webhook outbox's tables (migration 0027_webhooks.sql); kept beside the module that alone uses them. */
import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').$type<'env' | 'api'>().notNull(),
  url: text('url').notNull(),
  description: text('description'),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull(),
  /** Ciphertexts (data-encryption.ts). */
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
  secretRotatedAt: timestamptz('secret_rotated_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  type: text('type').notNull(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  status: text('status').$type<DeliveryStatus>().notNull(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: timestamptz('next_attempt_at').notNull(),
  leaseUntil: timestamptz('lease_until'),
  windowStart: timestamptz('window_start').notNull(),
  lastStatus: integer('last_status'),
  lastError: text('last_error'),
  deliveredAt: timestamptz('delivered_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
  attempt: integer('attempt').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  error: text('error'),
});

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
