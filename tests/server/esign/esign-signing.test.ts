import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

type SignItem = { id: string; code: string; status: string; submittedOn: string | null };

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// jsdom ships no types of its own; the little used here is typed at the call.
const { JSDOM } = require('jsdom') as {
  JSDOM: new (
    html: string,
    options: object,
  ) => { window: Window & { eval(code: string): void; close(): void } };
};

/** Axe violations of a served page (jsdom cannot compute colour contrast; the e2e browser run checks that). */
async function axeViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axeSource);
  const axe = (
    dom.window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> };
    }
  ).axe;
  const result = await axe.run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
  dom.window.close();
  return result.violations.map((violation) => violation.id);
}

const form = (signerName: string) => ({
  payload: `signerName=${encodeURIComponent(signerName)}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(backends)('signing a sign item through its link (%s)', (backend) => {
  let t: TestApp;
  let borrower: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    borrower = (await signedInUser(t.app)).authorization;
    appId = (await submittedLoan(t.app, borrower)).appId;
  });
  afterAll(async () => t.close());

  const summary = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/application/${appId}/loan`,
        headers: { authorization: borrower },
      })
    ).json();
  const item = async (code: string) =>
    (await summary()).sign.find((candidate: SignItem) => candidate.code === code) as SignItem;
  const pathOf = (url: string) => new URL(url).pathname;

  it('gives every sign item an absolute link with an unguessable token, the same on every read', async () => {
    const first = (await summary()).sign as SignItem[];
    expect(first.length).toBeGreaterThan(0);
    for (const entry of first)
      expect(entry.id).toMatch(/^http:\/\/localhost:3000\/esign\/[0-9]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/);
    expect(((await summary()).sign as SignItem[]).map((entry) => entry.id)).toEqual(
      first.map((entry) => entry.id),
    );
    expect(new Set(first.map((entry) => entry.id)).size).toBe(first.length);
  });

  it('opens without a bearer token: the link leads to the simulator page, which shows the document and passes axe', async () => {
    const target = await item('initial-disclosures');
    const opened = await t.app.inject({ method: 'GET', url: pathOf(target.id) });
    expect(opened.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: opened.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Sign your initial disclosures');
    expect(page.body).toContain('<label for="signerName">Your full name</label>');
    expect(await axeViolations(page.body)).toEqual([]);
  });

  it('refuses a name that is not the borrower’s, with an accessible error, and signs nothing', async () => {
    const target = await item('initial-disclosures');
    const simulator = (await t.app.inject({ method: 'GET', url: pathOf(target.id) })).headers
      .location as string;
    for (const name of ['', 'Someone Else']) {
      const refused = await t.app.inject({ method: 'POST', url: simulator, ...form(name) });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('role="alert"');
      expect(refused.body).toContain('aria-invalid="true"');
      expect(await axeViolations(refused.body)).toEqual([]);
    }
    expect((await item('initial-disclosures')).status).toBe('OPEN');
  });

  it('signs with the borrower’s name typed in any case: the item is SIGNED today, with an audit event', async () => {
    const target = await item('initial-disclosures');
    const todoBefore = (await summary()).todoCount;
    const simulator = (await t.app.inject({ method: 'GET', url: pathOf(target.id) })).headers
      .location as string;
    // The fixture's legal name is Rosa Idfail.
    const signed = await t.app.inject({ method: 'POST', url: simulator, ...form('  rosa   IDFAIL ') });
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toContain('Document signed');
    expect(await item('initial-disclosures')).toMatchObject({
      status: 'SIGNED',
      submittedOn: new Date().toISOString().slice(0, 10),
    });
    expect((await summary()).todoCount).toBe(todoBefore - 1);
    const events = await t.db.orm.execute(
      sql`SELECT e.actor, e.detail FROM loan_events e JOIN loans l ON l.id = e.loan_id WHERE e.kind = 'item-signed' AND l.application_id = ${Number(appId)}`,
    );
    const rows = (Array.isArray(events) ? events : (events as { rows: unknown[] }).rows) as {
      actor: string;
      detail: Record<string, unknown>;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor).toMatch(/^borrower:/);
    expect(rows[0]?.detail).toMatchObject({ signerName: 'rosa   IDFAIL', via: 'simulator' });
    // Opening the link again says so instead of asking again.
    const again = await t.app.inject({ method: 'GET', url: pathOf(target.id) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Already signed');
  });

  it('answers 404 for a tampered or made-up link, and for a task id in a signing link', async () => {
    const target = await item('early-disclosure');
    const path = pathOf(target.id);
    const tampered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      tampered,
      '/esign/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/esign/nope',
      '/esign-sim/1.x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('This signing link is not valid');
    }
    const otherItemsLink = path.replace(
      /\/esign\/[0-9]+\./,
      `/esign/${Number(/\/esign\/([0-9]+)\./.exec(path)?.[1]) + 1}.`,
    );
    expect((await t.app.inject({ method: 'GET', url: otherItemsLink })).statusCode).toBe(404);
  });
});

describe('ESIGN_PROVIDER configuration', () => {
  it('is the simulator by default; http needs its URL, key and a webhook secret', () => {
    expect(loadConfig({}).providers.esign).toEqual({ kind: 'simulator' });
    expect(() => loadConfig({ ESIGN_PROVIDER: 'docusign' })).toThrow(/ESIGN_PROVIDER/);
    expect(() => loadConfig({ ESIGN_PROVIDER: 'http', ESIGN_API_URL: 'https://esign.example.com' })).toThrow(
      /ESIGN_API_KEY/,
    );
    expect(() =>
      loadConfig({ ESIGN_PROVIDER: 'http', ESIGN_API_URL: 'https://esign.example.com', ESIGN_API_KEY: 'k' }),
    ).toThrow(/ESIGN_WEBHOOK_SECRET/);
    expect(
      loadConfig({
        ESIGN_PROVIDER: 'http',
        ESIGN_API_URL: 'https://esign.example.com',
        ESIGN_API_KEY: 'k',
        ESIGN_WEBHOOK_SECRET: 'x'.repeat(32),
      }).providers.esign,
    ).toEqual({ kind: 'http', url: 'https://esign.example.com', apiKey: 'k', webhookSecret: 'x'.repeat(32) });
  });
});
