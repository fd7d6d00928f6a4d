import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { serverSecrets } from '../db/schema.ts';

const SECRET_NAME = 'esign-link-key';

export interface SigningLinks {
  /** The absolute URL a borrower opens (in a new tab, without a bearer token) to sign this item. */
  urlFor(itemId: number): string;
  /** The item a link token names, or undefined when the token was not made by this server. */
  itemOf(token: string): number | undefined;
}

/** The link key shared by every API instance: made by whichever instance starts first. */
export async function loadOrCreateLinkKey(orm: Orm): Promise<Buffer> {
  await orm
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await orm.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The e-sign link key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

/** `{itemId}.{HMAC}`: the MAC (192 bits) makes the link unguessable; nothing about it needs storing. */
export function createSigningLinks(key: Buffer, publicUrl: string): SigningLinks {
  const mac = (itemId: number) =>
    createHmac('sha256', key).update(`esign-item:${itemId}`).digest('base64url').slice(0, 32);
  return {
    urlFor: (itemId) => `${publicUrl}/esign/${itemId}.${mac(itemId)}`,
    itemOf(token) {
      const match = /^([0-9]{1,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) return undefined;
      const itemId = Number(match[1]);
      const expected = Buffer.from(mac(itemId));
      const given = Buffer.from(match[2] as string);
      return timingSafeEqual(expected, given) ? itemId : undefined;
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
