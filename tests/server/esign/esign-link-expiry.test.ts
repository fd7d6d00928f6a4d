import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataCipher } from '../../../src/server/crypto/data-encryption.ts';
import { serverSecrets } from '../../../src/server/db/schema.ts';
import {
  createSigningLinks,
  loadOrCreateLinkKey,
  registerSigningLinks,
} from '../../../src/server/esign/signing-links.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const DAY = 86_400_000;
const WEEK = 7 * 86_400;

describe('e-sign links carry an expiry their MAC covers', () => {
  const key = randomBytes(32);
  const start = new Date('2026-11-02T10:20:00Z');
  const at = (date: Date) => createSigningLinks(key, 'https://x', { ttlSeconds: WEEK, now: () => date });
  const tokenOf = (url: string) => url.split('/esign/')[1] as string;

  it('works for the configured life (rounded up to the hour), then reads as expired', () => {
    const token = tokenOf(at(start).urlFor(42));
    expect(at(start).itemOf(token)).toEqual({ itemId: 42, expired: false });
    expect(at(new Date(start.getTime() + 7 * DAY)).itemOf(token)).toEqual({ itemId: 42, expired: false });
    expect(at(new Date(start.getTime() + 7 * DAY + 3_600_000)).itemOf(token)).toEqual({
      itemId: 42,
      expired: true,
    });
  });

  it('refuses a link whose expiry was pushed later by hand', () => {
    const [item, expiry, mac] = tokenOf(at(start).urlFor(42)).split('.') as [string, string, string];
    const later = (Number.parseInt(expiry, 36) + 30 * 86_400).toString(36);
    expect(at(start).itemOf(`${item}.${later}.${mac}`)).toBeUndefined();
  });
});

describe.each(backends)('e-sign link life and key at rest (%s)', (backend) => {
  let t: TestApp;
  let borrower: string;
  let appId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    borrower = (await signedInUser(t.app)).authorization;
    appId = (await submittedLoan(t.app, borrower)).appId;
  });
  afterAll(async () => t.close());

  const signLink = async () => {
    const summary = await t.app.inject({
      url: `/api/v2/application/${appId}/loan`,
      headers: { authorization: borrower },
    });
    return new URL((summary.json().sign as { id: string }[])[0]?.id as string).pathname;
  };

  it('answers an expired link with 410 and a page that says so, on the link and the simulator page', async () => {
    const path = await signLink();
    expect((await t.app.inject({ url: path })).statusCode).toBe(303);
    const key = await loadOrCreateLinkKey(t.db.orm);
    const eightDaysOn = new Date(Date.now() + 8 * DAY);
    registerSigningLinks(
      t.db.orm,
      createSigningLinks(key, t.config.publicUrl, { ttlSeconds: WEEK, now: () => eightDaysOn }),
    );
    for (const url of [path, path.replace('/esign/', '/esign-sim/')]) {
      const expired = await t.app.inject({ url });
      expect(expired.statusCode, url).toBe(410);
      expect(expired.body).toContain('This signing link has expired');
    }
    registerSigningLinks(t.db.orm, createSigningLinks(key, t.config.publicUrl, { ttlSeconds: WEEK }));
  });

  it('keeps the link key encrypted with the data key, and encrypts one an older version stored in clear', async () => {
    const stored = async () =>
      (await t.db.orm.select().from(serverSecrets).where(eq(serverSecrets.name, 'esign-link-key')))[0]
        ?.value as string;
    const key = await loadOrCreateLinkKey(t.db.orm);
    expect(DataCipher.isCiphertext(await stored())).toBe(true);
    expect(await stored()).not.toContain(key.toString('base64url'));

    await t.db.orm
      .update(serverSecrets)
      .set({ value: key.toString('base64url') })
      .where(eq(serverSecrets.name, 'esign-link-key'));
    expect((await loadOrCreateLinkKey(t.db.orm)).equals(key)).toBe(true);
    expect(DataCipher.isCiphertext(await stored())).toBe(true);
    expect((await loadOrCreateLinkKey(t.db.orm)).equals(key)).toBe(true);
  });
});
