import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerIdempotency } from '../../../src/server/security/idempotency/idempotency.ts';
import { E_SIGN_CONSENT, SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { documentFixture } from '../../support/documents.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { putUpload, rowsOf } from '../../support/portal.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('Idempotency-Key (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let ownerSub: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const signed = await signedInUser(t.app);
    owner = signed.authorization;
    ownerSub = JSON.parse(Buffer.from(owner.split('.')[1] as string, 'base64url').toString()).sub;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const post = (url: string, key: string | undefined, payload?: object, authorization = owner) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      ...(payload ? { payload } : {}),
    });
  const query = async <Row>(statement: ReturnType<typeof sql>) =>
    rowsOf<Row>(await t.db.orm.execute(statement));
  const applicationCount = async (sub = ownerSub) =>
    Number(
      (await query<{ n: string }>(sql`SELECT count(*) AS n FROM applications WHERE owner_sub = ${sub}`))[0]
        ?.n,
    );
  const createApplication = (key: string | undefined, authorization = owner) =>
    post('/api/v2/application?nmlsId=2000001', key, undefined, authorization);

  it('a retry with the same key answers the first response and does not create a second application', async () => {
    const before = await applicationCount();
    const key = randomUUID();
    const first = await createApplication(key);
    expect(first.statusCode).toBe(201);
    const retry = await createApplication(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(await applicationCount()).toBe(before + 1);
    // Without a key, or with another one, the work is done again.
    expect((await createApplication(randomUUID())).json().data.appId).not.toBe(first.json().data.appId);
    expect((await createApplication(undefined)).statusCode).toBe(201);
    expect(await applicationCount()).toBe(before + 3);
  });

  it('the same key with another body is refused with 422 naming the header, and nothing is written', async () => {
    const appId = (await createApplication(undefined)).json().data.appId;
    const url = `/api/v2/application/${appId}/consents`;
    const consentRows = async () =>
      (await query(sql`SELECT id FROM consents WHERE application_id = ${Number(appId)}`)).length;
    const key = randomUUID();
    const soft = { kind: SOFT_CREDIT_PULL_CONSENT.kind, textVersion: SOFT_CREDIT_PULL_CONSENT.version };
    const first = await post(url, key, soft);
    expect(first.statusCode).toBe(201);
    const again = await post(url, key, { textVersion: soft.textVersion, kind: soft.kind }); // same body, other order
    expect(again.json()).toEqual(first.json());
    const other = await post(url, key, { kind: E_SIGN_CONSENT.kind, textVersion: E_SIGN_CONSENT.version });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await consentRows()).toBe(1);
  });

  it('a route that answers with reply.send() and returns nothing keeps its whole answer (a refusal here)', async () => {
    // Found by the SPA sending keys: pricing's 409 "property_value_needed" reached the browser with an empty body.
    const appId = (await createApplication(undefined)).json().data.appId;
    const url = `/api/v2/application/${appId}/consents`;
    const soft = { kind: SOFT_CREDIT_PULL_CONSENT.kind, textVersion: SOFT_CREDIT_PULL_CONSENT.version };
    const key = randomUUID();
    const refused = await post(url, key, soft, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toEqual(expect.any(String));
    const retry = await post(url, key, soft, stranger);
    expect(retry.statusCode).toBe(404);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(refused.json());
  });

  it('keys are per caller and per path', async () => {
    const key = randomUUID();
    const mine = await createApplication(key);
    const theirs = await createApplication(key, stranger);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.appId).not.toBe(mine.json().data.appId);
    const consent = await post(`/api/v2/application/${mine.json().data.appId}/consents`, key, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    expect(consent.statusCode).toBe(201);
  });

  it('a key that is not 1 to 255 visible characters is refused naming the header', async () => {
    const before = await applicationCount();
    for (const bad of ['x'.repeat(256), 'has space']) {
      const response = await createApplication(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await applicationCount()).toBe(before);
  });

  it('concurrent duplicates: one does the work, the other waits and answers the same', async () => {
    const before = await applicationCount();
    const key = randomUUID();
    const [a, b, c] = await Promise.all([
      createApplication(key),
      createApplication(key),
      createApplication(key),
    ]);
    expect([a?.statusCode, b?.statusCode, c?.statusCode]).toEqual([201, 201, 201]);
    expect(b?.json()).toEqual(a?.json());
    expect(c?.json()).toEqual(a?.json());
    expect(await applicationCount()).toBe(before + 1);
  });

  it('a key expires after 24 hours; a claim abandoned by a dead request is taken over', async () => {
    const key = randomUUID();
    const first = (await createApplication(key)).json().data.appId;
    await t.db.orm.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = ${key}`,
    );
    const after = (await createApplication(key)).json().data.appId;
    expect(after).not.toBe(first);

    const abandoned = randomUUID();
    await t.db.orm.execute(
      sql`INSERT INTO idempotency_keys (caller, idempotency_key, method, path, body_hash, created_at)
          VALUES (${`sub:${ownerSub}`}, ${abandoned}, 'POST', '/api/v2/application', 'x', now() - interval '2 minutes')`,
    );
    expect((await createApplication(abandoned)).statusCode).toBe(201);
  });

  it('the portal satisfy: a retry answers the first 201 with the same document', async () => {
    const { loan } = await submittedLoan(t.app, owner);
    const portalLoan = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/portal/${loan.id}/loan`,
        headers: { authorization: owner },
      })
    ).json();
    const task = portalLoan.tasks.find((candidate: { code: string }) => candidate.code === 'income-proof');
    const base = `/api/v2/portal/${loan.id}/conditions/${task.id}`;
    const key = randomUUID();
    const presigned = await post(`${base}/upload-url?filename=pay.pdf&contentType=application/pdf`, key);
    expect(presigned.statusCode).toBe(200);
    const presignedAgain = await post(`${base}/upload-url?filename=pay.pdf&contentType=application/pdf`, key);
    expect(presignedAgain.json()).toEqual(presigned.json());
    const otherName = await post(`${base}/upload-url?filename=other.pdf&contentType=application/pdf`, key);
    expect(otherName.statusCode).toBe(422);
    const { uploadUrl, key: s3Key } = presigned.json();
    expect(
      (await putUpload(t.app, uploadUrl, documentFixture('sample-document.pdf'), 'application/pdf')).status,
    ).toBe(204);
    const body = { loanNumber: portalLoan.loanNumber, s3Key };
    const satisfyKey = randomUUID();
    const first = await post(`${base}/satisfy`, satisfyKey, body);
    expect(first.statusCode).toBe(201);
    const retry = await post(`${base}/satisfy`, satisfyKey, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const events = await query(
      sql`SELECT id FROM loan_events WHERE loan_id = ${Number(loan.id)} AND kind = 'document-submitted'`,
    );
    expect(events).toHaveLength(1);
  });

  it('a duplicate still in progress after the wait gets 409 naming the header, then the first answer', async () => {
    // An instance on the same database whose handler is held until the test lets it answer, waiting briefly.
    const other = Fastify();
    other.decorateRequest('caller', null);
    registerIdempotency(other, t.db.orm, { waitMs: 200 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    other.post('/api/v2/slow', async () => {
      calls += 1;
      await held;
      return { call: calls };
    });
    await other.ready();
    const send = () =>
      other.inject({
        method: 'POST',
        url: '/api/v2/slow',
        headers: { 'idempotency-key': 'slow-1' },
        payload: { a: 1 },
      });
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const duplicate = await send();
    expect([duplicate.statusCode, duplicate.headers['retry-after']]).toEqual([409, '1']);
    expect(duplicate.json().message).toMatch(/Idempotency-Key is still in progress/);
    release();
    expect((await first).json()).toEqual({ call: 1 });
    expect((await send()).json()).toEqual({ call: 1 });
    expect(calls).toBe(1);
    await other.close();
  });
});
