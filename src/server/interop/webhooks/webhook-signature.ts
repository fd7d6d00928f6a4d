/**
 * Webhook signing, as Stripe and Standard Webhooks do it: HMAC-SHA256 keyed with the endpoint's secret (the whole
 * `whsec_…` string as UTF-8) over `${timestamp}.${body}`, hex-encoded, sent as `Webhook-Signature: v1=<hex>`.
 * While a rotated-out secret is still valid, the header carries one `v1=` per secret, comma-separated; a receiver
 * accepts the request when any of them matches the secret it holds.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A receiver refuses a timestamp further than this from its clock (replayed old requests). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Webhook-Signature header's value for these secrets (current first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((secret) => `v1=${signature(secret, timestamp, body)}`).join(',');
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/**
 * What a receiver does with a request: the timestamp within tolerance of its clock, and one `v1=` signature equal
 * (in constant time) to its own HMAC of `${timestamp}.${rawBody}`. `rawBody` is the body exactly as received.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): VerifyResult {
  if (!headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp))
    return { ok: false, reason: 'Webhook-Timestamp is missing or not a number of seconds' };
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return { ok: false, reason: 'Webhook-Timestamp is outside the tolerance' };
  const expected = Buffer.from(signature(secret, timestamp, rawBody), 'hex');
  const candidates = (headers.signature ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => Buffer.from(part.slice(3), 'hex'));
  const matches = candidates.some(
    (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
  );
  return matches ? { ok: true } : { ok: false, reason: 'no Webhook-Signature matches' };
}
