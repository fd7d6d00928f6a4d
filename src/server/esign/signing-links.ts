import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cipherFor } from '../applications/sensitive-fields.ts';
import { DataCipher } from '../crypto/data-encryption.ts';
import type { Orm } from '../db/database.ts';
import { serverSecrets } from '../db/schema.ts';

const SECRET_NAME = 'esign-link-key';

export interface SigningLinks {
  /** The absolute URL a borrower opens (in a new tab, without a bearer token) to sign this item. */
  urlFor(itemId: number): string;
  /**
   * The item a link token names and whether its life is over, or undefined when the token was not made by this
   * server (an expired link is told apart so the borrower reads why it no longer works).
   */
  itemOf(token: string): { itemId: number; expired: boolean } | undefined;
}

export interface SigningLinkOptions {
  /** How long a link works (ESIGN_LINK_TTL); rounded up to the hour so a loan's link stays the same for an hour. */
  ttlSeconds: number;
  now?: () => Date;
}

/**
 * The link key shared by every API instance: made by whichever instance starts first. It is kept in
 * server_secrets encrypted with the data key (which lives outside the database), so a copy of the database alone
 * cannot forge signing links; a key stored in clear by an older version is encrypted on start.
 */
export async function loadOrCreateLinkKey(orm: Orm): Promise<Buffer> {
  const cipher = cipherFor(orm);
  await orm
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: cipher.encrypt(randomBytes(32).toString('base64url')) })
    .onConflictDoNothing();
  const [row] = await orm.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The e-sign link key could not be stored');
  if (!DataCipher.isCiphertext(row.value)) {
    await orm
      .update(serverSecrets)
      .set({ value: cipher.encrypt(row.value) })
      .where(and(eq(serverSecrets.name, SECRET_NAME), eq(serverSecrets.value, row.value)));
    return Buffer.from(row.value, 'base64url');
  }
  return Buffer.from(cipher.decrypt(row.value), 'base64url');
}

const HOUR = 3600;

/**
 * `{itemId}.{expiry}.{HMAC}` (expiry in seconds since 1970, base 36): the MAC (192 bits) over the item and the expiry
 * makes the link unguessable and its end unchangeable; nothing about it needs storing.
 */
export function createSigningLinks(
  key: Buffer,
  publicUrl: string,
  options: SigningLinkOptions,
): SigningLinks {
  const now = options.now ?? (() => new Date());
  const mac = (itemId: number, expiry: string) =>
    createHmac('sha256', key).update(`esign-item:${itemId}:${expiry}`).digest('base64url').slice(0, 32);
  return {
    urlFor(itemId) {
      const seconds = now().getTime() / 1000 + options.ttlSeconds;
      const expiry = (Math.ceil(seconds / HOUR) * HOUR).toString(36);
      return `${publicUrl}/esign/${itemId}.${expiry}.${mac(itemId, expiry)}`;
    },
    itemOf(token) {
      const match = /^([0-9]{1,15})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) return undefined;
      const itemId = Number(match[1]);
      const expiry = match[2] as string;
      const expected = Buffer.from(mac(itemId, expiry));
      const given = Buffer.from(match[3] as string);
      if (!timingSafeEqual(expected, given)) return undefined;
      return { itemId, expired: Number.parseInt(expiry, 36) * 1000 <= now().getTime() };
    },
  };
}

const registered = new WeakMap<Orm, SigningLinks>();

/** Done once at start (prepareRuntime), so every reader of a loan summary builds the same links. */
export function registerSigningLinks(orm: Orm, links: SigningLinks): void {
  registered.set(orm, links);
}

export function signingLinksFor(orm: Orm): SigningLinks {
  const links = registered.get(orm);
  if (!links)
    throw new Error('No signing links for this database: call registerSigningLinks (prepareRuntime does)');
  return links;
}
