import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that once logged in to an account keeps this cookie: a random device id and an HMAC binding it to
 * that account, so it cannot be forged or moved to another account. Its holder is never refused the correct
 * password because strangers failed on the same account (issue 19 item 1).
 */
export const DEVICE_COOKIE = 'idp_device';
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

function mac(secret: Buffer, deviceId: string, userId: string): string {
  return createHmac('sha256', secret).update(`device:${deviceId}:${userId}`).digest('base64url');
}

export function newDeviceCookie(secret: Buffer, userId: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${mac(secret, deviceId, userId)}`;
}

/** The device id when the cookie was issued for this user, undefined otherwise. */
export function deviceIdFor(secret: Buffer, cookie: string | undefined, userId: string): string | undefined {
  const [deviceId, sent, extra] = (cookie ?? '').split('.');
  if (!deviceId || !sent || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, deviceId, userId));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : undefined;
}
