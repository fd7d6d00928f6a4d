/**
 * An outside party that hangs or fails (DESIGN 8: a message for the user, a log line, no crash, no lost answers).
 * Each production adapter is pointed at a fake vendor on a loopback port (the vendor's side, which a test cannot
 * reach) that hangs, answers 500, refuses connections, or answers something that is not the vendor's answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.ts';
import { loadConfig } from '../../../../src/server/config.ts';
import { prepareRuntime, type Runtime } from '../../../../src/server/start.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../../src/shared/consents.ts';
import { UPLOAD_TEXTS } from '../../../../src/shared/uploads.ts';
import { applicationWith, prequalAnswers } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { submittedLoan } from '../../../support/loan.ts';
import { migratedPglite } from '../../../support/pglite-template.ts';
import { rowsOf } from '../../../support/portal.ts';
import { S3_TEST_BUCKET } from '../../../support/s3-server.ts';
import { verifyIdentity } from '../../../support/verified-identity.ts';
import { FAULT_MODES, type FaultMode, startFakeVendor } from './fake-vendor.ts';

/** Short, so a hang is cut off quickly here; the default (10 s) is asserted in the config test below. */
const TIMEOUT_MS = 400;

/** What the log line says about each kind of fault. */
const REASONS: Record<FaultMode, RegExp> = {
  hang: /timed out|timeout/i,
  'http-500': /500|internal/i,
  refused: /unreachable|ECONNREFUSED/i,
  malformed: /not JSON|Deserialization|Expected|char|unexpected/i,
};

interface FaultApp extends Runtime {
  app: FastifyInstance;
  /** Every log line the app wrote, parsed. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The app with its real pino logger writing into `lines`, so the test reads what an operator would read. */
async function faultApp(env: Record<string, string>): Promise<FaultApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-faults-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    DEMO_USERS: 'false',
    RATE_LIMITS: 'off',
    PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    ...env,
  });
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const runtime = await prepareRuntime(config, await migratedPglite());
  const app = await buildApp({ config, ...runtime, logger: { level: 'info', stream } });
  await app.ready();
  return {
    ...runtime,
    app,
    lines,
    async close() {
      await app.close();
      await runtime.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The lines logged since `from` that report an outside party failing. */
const failures = (t: FaultApp, from: number) =>
  t.lines.slice(from).filter((line) => line.msg === 'outside provider failed');

function expectOneFailureLine(t: FaultApp, from: number, provider: string, mode: FaultMode) {
  const logged = failures(t, from);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ level: 50, provider });
  expect(String(logged[0]?.reason)).toMatch(REASONS[mode]);
  // The vendor's answer and the borrower's answers are never in the log.
  expect(JSON.stringify(logged[0])).not.toContain('Alvarez');
}

const consentBody = { kind: 'soft-credit-pull', textVersion: SOFT_CREDIT_PULL_CONSENT.version };

function caller(app: FastifyInstance, authorization: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

async function answersOf(app: FastifyInstance, authorization: string, appId: string) {
  return (await caller(app, authorization)('GET', `/api/v2/application/${appId}`)).json();
}

/**
 * A fake vendor and an app whose settings (from `env`, given the vendor's address) point at it, with a signed-in
 * borrower: started before the enclosing describe's tests and closed after them.
 */
function againstFakeVendor(env: (vendorUrl: string) => Record<string, string>) {
  const setup = {} as {
    vendor: Awaited<ReturnType<typeof startFakeVendor>>;
    t: FaultApp;
    authorization: string;
  };
  beforeAll(async () => {
    setup.vendor = await startFakeVendor();
    setup.t = await faultApp(env(setup.vendor.url));
    ({ authorization: setup.authorization } = await signedInUser(setup.t.app));
  });
  afterAll(async () => {
    await setup.t?.close();
    await setup.vendor?.close();
  });
  return setup;
}

describe('PROVIDER_TIMEOUT_MS', () => {
  it('defaults to 10 seconds, under the SPA 30-second API timeout, and refuses a bad value naming it', () => {
    expect(loadConfig({}).providerTimeoutMs).toBe(10_000);
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '2500' }).providerTimeoutMs).toBe(2500);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '0' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});

describe('the credit bureau hangs or fails at the soft pull', () => {
  const setup = againstFakeVendor((vendorUrl) => ({
    CREDIT_PROVIDER: 'http',
    CREDIT_API_URL: vendorUrl,
    CREDIT_API_KEY: 'test-key',
  }));

  it.each(FAULT_MODES)(
    '%s: 502 with the message, one log line naming the bureau, answers unchanged',
    async (mode) => {
      const { vendor, t, authorization } = setup;
      await vendor.set(mode);
      const call = caller(t.app, authorization);
      const appId = await applicationWith(t.app, authorization, prequalAnswers());
      expect((await call('POST', `/api/v2/application/${appId}/consents`, consentBody)).statusCode).toBe(201);
      await verifyIdentity(t.app, authorization, appId);
      const before = await answersOf(t.app, authorization, appId);
      const from = t.lines.length;
      const seen = vendor.requests;

      const response = await call('POST', `/api/v2/applications/${appId}/credit`);

      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'provider_unavailable',
        message: 'The credit bureau did not answer. Your answers are saved; please try again in a moment.',
      });
      if (mode !== 'refused') expect(vendor.requests).toBe(seen + 1);
      expectOneFailureLine(t, from, 'The credit bureau', mode);
      expect(await answersOf(t.app, authorization, appId)).toEqual(before);
      expect((await call('GET', `/api/v2/applications/${appId}/liabilities`)).statusCode).toBe(404);
      // The process keeps serving.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBeLessThan(500);
    },
  );
});

describe('the valuation service (AVM) hangs or fails at pricing', () => {
  const setup = againstFakeVendor((vendorUrl) => ({
    AVM_PROVIDER: 'http',
    AVM_API_URL: vendorUrl,
    AVM_API_KEY: 'test-key',
  }));

  it.each(FAULT_MODES)(
    '%s: 502 with the message, one log line naming the service, answers unchanged',
    async (mode) => {
      const { vendor, t, authorization } = setup;
      await vendor.set(mode);
      const call = caller(t.app, authorization);
      const appId = await applicationWith(t.app, authorization, prequalAnswers());
      await call('POST', `/api/v2/application/${appId}/consents`, consentBody);
      await verifyIdentity(t.app, authorization, appId);
      expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
      const before = await answersOf(t.app, authorization, appId);

      let from = t.lines.length;
      const priced = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
      expect(priced.statusCode).toBe(502);
      expect(priced.json().message).toBe(
        'The valuation service did not answer. Your answers are saved; please try again in a moment.',
      );
      expectOneFailureLine(t, from, 'The valuation service', mode);

      from = t.lines.length;
      const valuation = await call('GET', `/api/v2/application/${appId}/valuation`);
      expect(valuation.statusCode).toBe(502);
      // Spec's own text for this case.
      expect(valuation.json().message).toBe('Failed to post property value');
      expectOneFailureLine(t, from, 'The valuation service', mode);

      expect(await answersOf(t.app, authorization, appId)).toEqual(before);
    },
  );
});

describe('the identity-verification service hangs or fails', () => {
  const setup = againstFakeVendor((vendorUrl) => ({
    VERIFICATION_PROVIDER: 'http',
    VERIFICATION_API_URL: vendorUrl,
    VERIFICATION_API_KEY: 'test-key',
  }));

  it.each(FAULT_MODES)(
    '%s: 502 with the message, one log line naming the service, answers unchanged',
    async (mode) => {
      const { vendor, t, authorization } = setup;
      await vendor.set(mode);
      const call = caller(t.app, authorization);
      const appId = await applicationWith(t.app, authorization, prequalAnswers());
      const before = await answersOf(t.app, authorization, appId);
      const from = t.lines.length;

      const response = await call('POST', '/api/v2/idv/create-token', {
        appId,
        product: 'identity_verification',
        returnPath: '/1464945/applicant/id?appId=1',
      });

      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The verification service did not answer. Nothing was changed; please try again in a moment, or continue and enter your details yourself.',
      );
      expectOneFailureLine(t, from, 'The verification service', mode);
      expect(await answersOf(t.app, authorization, appId)).toEqual(before);
    },
  );
});

describe('document storage (S3) hangs or fails when a condition document is submitted', () => {
  const setup = againstFakeVendor((vendorUrl) => ({
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: S3_TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: vendorUrl,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'FAKE',
    AWS_SECRET_ACCESS_KEY: 'FAKE',
  }));
  let loanId: string;
  let loanNumber: string;
  let taskId: string;
  beforeAll(async () => {
    const { t, authorization } = setup;
    await submittedLoan(t.app, authorization);
    const call = caller(t.app, authorization);
    const card = (await call('GET', '/api/v2/portal'))
      .json()
      .loans.find((c: { kind: string }) => c.kind === 'loan');
    const loan = (await call('GET', `/api/v2/portal/${card.id}/loan`)).json();
    loanId = loan.id;
    loanNumber = loan.loanNumber;
    taskId = loan.tasks.find((task: { code: string }) => task.code === 'income-proof').id;
  });

  // A store's answer is bytes, not JSON: what it answers with 200 is the file, checked like any upload.
  const STORAGE_FAULTS = FAULT_MODES.filter((mode) => mode !== 'malformed');

  it.each(STORAGE_FAULTS)(
    '%s: 502 "Upload failed", one log line naming the store, the task unchanged',
    async (mode) => {
      const { vendor, t, authorization } = setup;
      await vendor.set(mode);
      const call = caller(t.app, authorization);
      const base = `/api/v2/portal/${loanId}/conditions/${taskId}`;
      const presigned = await call(
        'POST',
        `${base}/upload-url?filename=paystub.pdf&contentType=application/pdf`,
      );
      expect(presigned.statusCode).toBe(200);
      const before = (await call('GET', `/api/v2/portal/${loanId}/loan`)).json();
      const from = t.lines.length;

      const response = await call('POST', `${base}/satisfy`, { loanNumber, s3Key: presigned.json().key });

      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(UPLOAD_TEXTS.uploadFailed);
      expectOneFailureLine(t, from, 'Document storage (S3)', mode);
      expect((await call('GET', `/api/v2/portal/${loanId}/loan`)).json()).toEqual(before);
      const documents = rowsOf(await t.db.orm.execute(sql`SELECT id FROM loan_documents`));
      expect(documents).toEqual([]);
    },
  );
});
