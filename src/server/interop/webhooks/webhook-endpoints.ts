/**
 * Where events go. Endpoints from WEBHOOK_ENDPOINTS are written to the table at start (source env: changed only
 * through the environment); the admin API adds, changes, disables and rotates the others (source api). Secrets are
 * kept encrypted at rest with the data key (data-encryption.ts) and shown once, when made.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { cipherFor } from '../../applications/sensitive-fields.ts';
import type { Orm } from '../../db/database.ts';
import type { ConfiguredEndpoint } from './webhook-config.ts';
import { type WebhookEndpointRow, webhookEndpoints } from './webhook-schema.ts';
import { generateWebhookSecret } from './webhook-signature.ts';

export interface EndpointView {
  id: string;
  source: 'env' | 'api';
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  secretRotatedAt: string | null;
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

export function endpointView(row: WebhookEndpointRow, now = new Date()): EndpointView {
  const previousLive = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: String(row.id),
    source: row.source,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
    previousSecretExpiresAt: previousLive ? (row.previousSecretExpiresAt as Date).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The secrets an endpoint's requests are signed with now: the current one, then a rotated-out one still valid. */
export function signingSecrets(
  orm: Orm,
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now = new Date(),
): string[] {
  const cipher = cipherFor(orm);
  const secrets = [cipher.decrypt(endpoint.secret)];
  if (
    endpoint.previousSecret &&
    (!endpoint.previousSecretExpiresAt || endpoint.previousSecretExpiresAt > now)
  )
    secrets.push(cipher.decrypt(endpoint.previousSecret));
  return secrets;
}

/** Makes the env endpoints in the table match WEBHOOK_ENDPOINTS: added or updated, and those no longer listed disabled. */
export async function syncConfiguredEndpoints(
  orm: Orm,
  configured: readonly ConfiguredEndpoint[],
): Promise<void> {
  const cipher = cipherFor(orm);
  await orm.transaction(async (tx) => {
    for (const endpoint of configured) {
      const values = {
        events: endpoint.events,
        enabled: true,
        secret: cipher.encrypt(endpoint.secret),
        previousSecret: endpoint.previousSecret ? cipher.encrypt(endpoint.previousSecret) : null,
        previousSecretExpiresAt: null,
        updatedAt: sql`now()`,
      };
      await tx
        .insert(webhookEndpoints)
        .values({ source: 'env', url: endpoint.url, ...values })
        .onConflictDoUpdate({
          target: webhookEndpoints.url,
          targetWhere: sql`source = 'env'`,
          set: values,
        });
    }
    const listed = configured.map((endpoint) => endpoint.url);
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(webhookEndpoints.source, 'env'),
          eq(webhookEndpoints.enabled, true),
          listed.length ? notInArray(webhookEndpoints.url, listed) : undefined,
        ),
      );
  });
}

export async function listEndpoints(orm: Orm): Promise<WebhookEndpointRow[]> {
  return orm.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(orm: Orm, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function createEndpoint(
  orm: Orm,
  input: { url: string; events: string[]; description: string | null },
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = generateWebhookSecret();
  const [row] = await orm
    .insert(webhookEndpoints)
    .values({ source: 'api', ...input, enabled: true, secret: cipherFor(orm).encrypt(secret) })
    .returning();
  if (!row) throw new Error('createEndpoint: no row returned');
  return { row, secret };
}

export async function changeEndpoint(
  orm: Orm,
  id: number,
  changes: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'description' | 'enabled'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await orm
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** A new secret; the one it replaces still signs (beside it) for `previousValidHours` (0: not at all). */
export async function rotateSecret(
  orm: Orm,
  id: number,
  previousValidHours: number,
): Promise<{ row: WebhookEndpointRow; secret: string } | undefined> {
  const secret = generateWebhookSecret();
  const [row] = await orm
    .update(webhookEndpoints)
    .set({
      previousSecret: previousValidHours > 0 ? sql`${webhookEndpoints.secret}` : null,
      previousSecretExpiresAt:
        previousValidHours > 0 ? sql`now() + make_interval(hours => ${previousValidHours})` : null,
      secret: cipherFor(orm).encrypt(secret),
      secretRotatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ? { row, secret } : undefined;
}
