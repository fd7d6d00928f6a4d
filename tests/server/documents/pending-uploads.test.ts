// Issue 19 item 6: uploads never submitted stayed on disk for ever, and one loan could add about 600 MB a minute.
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { uploadGrants } from '../../../src/server/db/schema.ts';
import { insertDocument } from '../../../src/server/documents/document-repository.ts';
import { recordUploadGrant } from '../../../src/server/documents/upload-grants.ts';
import { sweepUnclaimedUploads } from '../../../src/server/documents/upload-sweep.ts';
import { documentFixture } from '../../support/documents.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

describe.each(backends)('pending uploads of a loan (%s)', (backend) => {
  let t: TestApp;
  const pdf = documentFixture('sample-document.pdf');

  beforeAll(async () => {
    t = await createTestApp(backend, {
      UPLOAD_PENDING_FILES_PER_LOAN: '3',
      UPLOAD_PENDING_BYTES_PER_LOAN: String(2 * MB),
    });
  });
  afterAll(async () => t.close());

  /** A borrower's submitted loan and the id of its first condition. */
  async function loanWithCondition() {
    const { authorization } = await signedInUser(t.app);
    await submittedLoan(t.app, authorization);
    const card = (await t.app.inject({ url: '/api/v2/portal', headers: { authorization } }))
      .json()
      .loans.find((entry: { kind: string }) => entry.kind === 'loan');
    const summary = (
      await t.app.inject({ url: `/api/v2/portal/${card.id}/loan`, headers: { authorization } })
    ).json();
    return {
      authorization,
      loanId: card.id as string,
      loanNumber: summary.loanNumber as string,
      taskId: summary.tasks[0].id as string,
    };
  }

  const presign = (loan: { authorization: string; loanId: string; taskId: string }, size: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/portal/${loan.loanId}/conditions/${loan.taskId}/upload-url?filename=a.pdf&contentType=application/pdf&size=${size}`,
      headers: { authorization: loan.authorization },
    });
  const grantsOf = async (loanId: string) =>
    t.db.orm
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.loanId, Number(loanId)));
  const filePath = (key: string) => path.join(t.config.dataDir, 'uploads', 'objects', key);

  it('refuses a new upload URL past the files a loan may have pending (429 naming the limit); submitting frees one', async () => {
    const loan = await loanWithCondition();
    const given = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await presign(loan, pdf.length);
      expect(response.statusCode, response.body).toBe(200);
      given.push(response.json() as { uploadUrl: string; key: string });
    }
    const refused = await presign(loan, pdf.length);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(600);
    expect(refused.json()).toMatchObject({ code: 'pending_uploads_limit', limit: 'pendingFiles' });
    expect(refused.json().message).toMatch(/^This loan already has 3 files waiting to be submitted/);
    expect(await grantsOf(loan.loanId)).toHaveLength(3);

    const first = given[0] as { uploadUrl: string; key: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: first.uploadUrl,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(204);
    const satisfied = await t.app.inject({
      method: 'POST',
      url: `/api/v2/portal/${loan.loanId}/conditions/${loan.taskId}/satisfy`,
      headers: { authorization: loan.authorization },
      payload: { loanNumber: loan.loanNumber, s3Key: first.key },
    });
    expect(satisfied.statusCode, satisfied.body).toBe(201);
    expect((await presign(loan, pdf.length)).statusCode).toBe(200);
  });

  it('a burst of concurrent upload URL requests cannot pass the quota together', async () => {
    const loan = await loanWithCondition();
    const burst = await Promise.all(Array.from({ length: 8 }, () => presign(loan, pdf.length)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await grantsOf(loan.loanId)).length).toBeLessThanOrEqual(3);
  });

  it('refuses an upload URL that would pass the bytes a loan may have pending', async () => {
    const loan = await loanWithCondition();
    expect((await presign(loan, Math.floor(1.5 * MB))).statusCode).toBe(200);
    const refused = await presign(loan, MB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'pending_uploads_limit', limit: 'pendingBytes' });
    expect(refused.json().message).toContain('the 2 MB a loan may have');
    expect((await presign(loan, 100_000)).statusCode).toBe(200);
  });

  it('the sweep removes stale unclaimed uploads from disk and keeps claimed and recent ones', async () => {
    const loan = await loanWithCondition();
    const storage = t.providers.storage;
    const key = (name: string) =>
      `loans/${loan.loanId}/conditions/${loan.taskId}/0000000000000000-${name}.pdf`;
    const stale = key('stale');
    const claimed = key('claimed');
    const recent = key('recent');
    const orphan = key('orphan-before-grants');
    const youngOrphan = key('young-orphan');
    const now = Date.now();
    for (const name of [stale, claimed, recent, orphan, youngOrphan])
      await storage.write(name, pdf, 'application/pdf');
    const lapsed = new Date(now - HOUR);
    await recordUploadGrant(t.db.orm, {
      storageKey: stale,
      loanId: Number(loan.loanId),
      maxBytes: pdf.length,
      expiresAt: lapsed,
    });
    await recordUploadGrant(t.db.orm, {
      storageKey: claimed,
      loanId: Number(loan.loanId),
      maxBytes: pdf.length,
      expiresAt: lapsed,
    });
    await recordUploadGrant(t.db.orm, {
      storageKey: recent,
      loanId: Number(loan.loanId),
      maxBytes: pdf.length,
      expiresAt: new Date(now + 5 * 60 * 1000),
    });
    await insertDocument(t.db.orm, {
      loanId: Number(loan.loanId),
      taskId: Number(loan.taskId),
      storageKey: claimed,
      filename: 'claimed.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: '0'.repeat(64),
      uploadedBy: 'borrower:test',
    });
    // Written before grants were kept: known by its age only.
    const old = new Date(now - 2 * HOUR);
    utimesSync(filePath(orphan), old, old);
    utimesSync(filePath(claimed), old, old);

    const { removed } = await sweepUnclaimedUploads(t.db.orm, storage, new Date(now));
    expect(removed.sort()).toEqual([orphan, stale].sort());
    expect(existsSync(filePath(stale))).toBe(false);
    expect(existsSync(filePath(orphan))).toBe(false);
    for (const kept of [claimed, recent, youngOrphan]) expect(await storage.size(kept)).toBe(pdf.length);
    // The claimed grant is forgotten (it is a document now); the recent one still counts against the loan.
    expect((await grantsOf(loan.loanId)).map((grant) => grant.storageKey)).toEqual([recent]);
  });
});

describe('the periodic upload sweep', () => {
  it('runs every UPLOAD_SWEEP_INTERVAL_SECONDS in the server', async () => {
    const t = await createTestApp('pglite', { UPLOAD_SWEEP_INTERVAL_SECONDS: '1' });
    try {
      const key = 'loans/999/conditions/1/0000000000000000-left-behind.pdf';
      await t.providers.storage.write(key, Buffer.from('%PDF-1.4'), 'application/pdf');
      const old = new Date(Date.now() - 2 * HOUR);
      const file = path.join(t.config.dataDir, 'uploads', 'objects', key);
      utimesSync(file, old, old);
      await expect.poll(() => existsSync(file), { timeout: 5000, interval: 200 }).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000); // builds an app of its own, slow on a busy machine

  it('has defaults and names a bad variable', () => {
    const config = loadConfig({});
    expect(config.uploadQuota).toEqual({ files: 30, bytes: 100 * MB });
    expect(config.uploadSweepIntervalSeconds).toBe(300);
    expect(() => loadConfig({ UPLOAD_PENDING_FILES_PER_LOAN: 'lots' })).toThrow(
      /UPLOAD_PENDING_FILES_PER_LOAN/,
    );
  });
});
