import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from '../../../src/shared/uploads.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { documentFixture, SAMPLE_DOCUMENTS, SPOOFED_PDF } from '../../support/documents.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { putUpload, rowsOf, type StorageKind } from '../../support/portal.ts';
import { startS3Server } from '../../support/s3-server.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const storages: StorageKind[] = ['local', 's3'];
const cases = backends.flatMap((backend) => storages.map((storage) => [backend, storage] as const));

interface Task {
  id: string;
  code: string;
  status: string;
  submittedOn: string | null;
  reason: string | null;
  documents: { id: string; filename: string; contentType: string; status: string }[];
}

describe.each(cases)('portal API (%s, %s storage)', (backend, storageKind) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let owner: string;
  let ownerEmail: string;
  let stranger: string;
  let strangerEmail: string;
  let loan: { id: string; loanNumber: string; tasks: Task[] };
  let appId: string;
  let offer: { loanAmount: number; productType: string };
  let draftAppId: string;

  beforeAll(async () => {
    s3 = storageKind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp(backend, s3?.env ?? {});
    ({ authorization: owner, email: ownerEmail } = await signedInUser(t.app));
    ({ authorization: stranger, email: strangerEmail } = await signedInUser(t.app));
    const submitted = await submittedLoan(t.app, owner);
    ({ appId, offer } = submitted);
    const portal = await call('GET', '/api/v2/portal');
    const loanCard = portal.json().loans.find((card: { kind: string }) => card.kind === 'loan');
    loan = (await call('GET', `/api/v2/portal/${loanCard.id}/loan`)).json();
    draftAppId = await applicationWith(t.app, owner, prequalAnswers({ street: '12 Birch Road' }));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  function call(method: 'GET' | 'POST', url: string, payload?: object, authorization: string | null = owner) {
    return t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });
  }

  const query = async <Row>(statement: ReturnType<typeof sql>) =>
    rowsOf<Row>(await t.db.orm.execute(statement));
  const task = (code: string) => loan.tasks.find((candidate) => candidate.code === code) as Task;
  const conditionUrl = (conditionId: string, action: string, loanId = loan.id) =>
    `/api/v2/portal/${loanId}/conditions/${conditionId}/${action}`;
  const presign = (conditionId: string, filename: string, contentType: string, extra = '') =>
    call(
      'POST',
      `${conditionUrl(conditionId, 'upload-url')}?filename=${encodeURIComponent(filename)}&contentType=${encodeURIComponent(contentType)}&ttlSeconds=600${extra}`,
    );
  const satisfy = (conditionId: string, s3Key: string, loanNumber = loan.loanNumber, authorization = owner) =>
    call('POST', conditionUrl(conditionId, 'satisfy'), { loanNumber, s3Key }, authorization);

  async function uploaded(
    conditionId: string,
    filename: string,
    contentType: string,
    body = documentFixture(filename),
  ) {
    const presigned = await presign(conditionId, filename, contentType);
    expect(presigned.statusCode).toBe(200);
    const { uploadUrl, key } = presigned.json();
    const put = await putUpload(t.app, uploadUrl, body, contentType);
    expect(put.status, put.text).toBeLessThan(300);
    return key as string;
  }

  it('every portal route needs a bearer token', async () => {
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/api/v2/portal'],
      ['POST', '/api/v2/portal/lookup'],
      ['GET', `/api/v2/portal/${loan.id}`],
      ['GET', `/api/v2/portal/${loan.id}/loan`],
      [
        'POST',
        `${conditionUrl(task('income-proof').id, 'upload-url')}?filename=a.pdf&contentType=application/pdf`,
      ],
      ['POST', conditionUrl(task('income-proof').id, 'satisfy')],
    ];
    for (const [method, url] of urls) expect((await call(method, url, undefined, null)).statusCode).toBe(401);
  });

  describe('dashboard', () => {
    it("lists the caller's loan and unsubmitted application, newest first, as cards", async () => {
      const response = await call('GET', `/api/v2/portal?email=${encodeURIComponent(ownerEmail)}`);
      expect(response.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.json().loans).toEqual([
        {
          id: draftAppId,
          kind: 'application',
          appId: draftAppId,
          nmlsId: '2000001',
          flowType: 'slim-1',
          street: '12 Birch Road',
          amount: 60000,
          productType: null,
          status: 'Submit Application',
          loanNumber: null,
          appDate: today,
          todoCount: 0,
          noticeOfAction: null,
        },
        {
          id: loan.id,
          kind: 'loan',
          appId,
          nmlsId: '2000001',
          flowType: 'slim-1',
          street: '418 Maple Avenue',
          amount: offer.loanAmount,
          productType: offer.productType,
          status: 'Application Submitted',
          loanNumber: loan.loanNumber,
          appDate: today,
          todoCount: expect.any(Number),
          noticeOfAction: null,
        },
      ]);
      expect(response.json().loans[1].todoCount).toBeGreaterThan(0);
    });

    it("another borrower's email in the query still answers only the caller's own data", async () => {
      const response = await call(
        'GET',
        `/api/v2/portal?email=${encodeURIComponent(ownerEmail)}`,
        undefined,
        stranger,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ loans: [] });
      const own = await call('GET', `/api/v2/portal?email=${encodeURIComponent(strangerEmail)}`);
      expect(own.json().loans.map((card: { id: string }) => card.id)).toEqual([draftAppId, loan.id]);
    });

    it('lookup matches the last name (any case, trimmed) and the property zip of one of the applications', async () => {
      const matched = await call('POST', '/api/v2/portal/lookup', { lastName: '  alvarez ', zip: ' 43215 ' });
      expect(matched.statusCode).toBe(200);
      expect(matched.json()).toEqual({ matched: true });
      for (const body of [
        { lastName: 'Alvarez', zip: '43216' },
        { lastName: 'Alvarado', zip: '43215' },
      ]) {
        const refused = await call('POST', '/api/v2/portal/lookup', body);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'lookup_mismatch',
          message: 'Unable to locate your loan. Please contact your loan officer.',
        });
      }
      const strangers = await call(
        'POST',
        '/api/v2/portal/lookup',
        { lastName: 'Alvarez', zip: '43215' },
        stranger,
      );
      expect(strangers.statusCode).toBe(422);
    });

    it('lookup without a zip, or with an empty last name, is a 400 naming the field', async () => {
      const noZip = await call('POST', '/api/v2/portal/lookup', { lastName: 'Alvarez' });
      expect(noZip.statusCode).toBe(400);
      expect(noZip.json().message).toMatch(/zip/);
      const empty = await call('POST', '/api/v2/portal/lookup', { lastName: '', zip: '43215' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/lastName/);
    });
  });

  describe('loan detail and summary', () => {
    it("answers the loan's contacts: its officer, the processing team and the support line", async () => {
      const response = await call('GET', `/api/v2/portal/${loan.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: loan.id,
        street: '418 Maple Avenue',
        loanNumber: loan.loanNumber,
        status: 'Application Submitted',
        toDoCount: expect.any(Number),
        loanOfficer: {
          category: 'loan',
          title: 'Licensed Loan Officer',
          name: 'Dana Whitfield',
          referenceNumber: '2000001',
          officeHour: 'Mon-Fri 9am-6pm ET',
          phone: '(617) 555-0191',
          email: 'dana.whitfield@harborview-mortgage.example',
        },
        otherContacts: [
          expect.objectContaining({ category: 'loan', title: 'Loan Processor', referenceNumber: null }),
          expect.objectContaining({ category: 'support', phone: '(800) 555-0142' }),
        ],
      });
    });

    it('under the default officer the loan officer is the provider company', async () => {
      const other = await submittedLoan(t.app, stranger);
      await t.db.orm.execute(
        sql`UPDATE applications SET nmls_id = '1464945' WHERE id = ${Number(other.appId)}`,
      );
      const [row] = await query<{ id: string }>(
        sql`SELECT id FROM loans WHERE application_id = ${Number(other.appId)}`,
      );
      const response = await call('GET', `/api/v2/portal/${row?.id}`, undefined, stranger);
      expect(response.json().loanOfficer).toMatchObject({
        name: 'Keystone Home Lending, LLC',
        referenceNumber: '1464945',
        phone: '(800) 555-0142',
      });
    });

    it('answers the loan summary with its id, street, and each task with its reason and documents', async () => {
      const response = await call('GET', `/api/v2/portal/${loan.id}/loan`);
      expect(response.statusCode).toBe(200);
      const summary = response.json();
      expect(summary).toMatchObject({
        id: loan.id,
        street: '418 Maple Avenue',
        loanNumber: loan.loanNumber,
        status: 'Application Submitted',
        milestone: 0,
        amount: offer.loanAmount,
      });
      expect(summary.tasks.length).toBeGreaterThan(0);
      for (const item of summary.tasks) {
        expect(item).toMatchObject({
          id: expect.stringMatching(/^\d+$/),
          reason: null,
          documents: expect.any(Array),
        });
      }
      expect(summary.sign.length).toBeGreaterThan(0);
    });

    it("another borrower's loan is a 404; a non-digit id a 400 naming id", async () => {
      for (const url of [`/api/v2/portal/${loan.id}`, `/api/v2/portal/${loan.id}/loan`]) {
        const response = await call('GET', url, undefined, stranger);
        expect(response.statusCode).toBe(404);
      }
      expect((await call('GET', '/api/v2/portal/999999999')).statusCode).toBe(404);
      const bad = await call('GET', '/api/v2/portal/abc/loan');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/id/);
    });
  });

  describe('document upload', () => {
    it.each(SAMPLE_DOCUMENTS)(
      'a real $filename: presign, PUT, satisfy; the task is SUBMIT with the document and an audit event',
      async ({ filename, contentType }) => {
        const condition = task('income-proof');
        const key = await uploaded(condition.id, filename, contentType);
        expect(key).toMatch(
          new RegExp(`^loans/${loan.id}/conditions/${condition.id}/[0-9a-f]{16}-${filename}$`),
        );
        const response = await satisfy(condition.id, key);
        expect(response.statusCode, response.body).toBe(201);
        const today = new Date().toISOString().slice(0, 10);
        const { task: answered, document } = response.json();
        expect(document).toMatchObject({ filename, contentType, status: 'SUBMITTED', reason: null });
        expect(answered).toMatchObject({ id: condition.id, status: 'SUBMIT', submittedOn: today });
        expect(answered.documents.map((entry: { id: string }) => entry.id)).toContain(document.id);

        const summary = (await call('GET', `/api/v2/portal/${loan.id}/loan`)).json();
        const shown = summary.tasks.find((entry: Task) => entry.id === condition.id);
        expect(shown).toMatchObject({ status: 'SUBMIT', submittedOn: today });
        expect(shown.documents).toContainEqual({
          id: document.id,
          filename,
          contentType,
          status: 'SUBMITTED',
          reason: null,
          uploadedAt: expect.any(String),
        });

        const sha256 = createHash('sha256').update(documentFixture(filename)).digest('hex');
        const [stored] = await query<{ sha256: string; size_bytes: string | number; storage_key: string }>(
          sql`SELECT sha256, size_bytes, storage_key FROM loan_documents WHERE id = ${Number(document.id)}`,
        );
        expect(stored).toMatchObject({ sha256, storage_key: key });
        expect(Number(stored?.size_bytes)).toBe(documentFixture(filename).length);
        const events = await query<{ actor: string; detail: Record<string, unknown> }>(
          sql`SELECT actor, detail FROM loan_events WHERE loan_id = ${Number(loan.id)} AND kind = 'document-submitted'`,
        );
        expect(events.map((event) => event.detail)).toContainEqual(
          expect.objectContaining({ documentId: Number(document.id), filename, sha256 }),
        );
        expect(events[0]?.actor).toMatch(/^borrower:/);
        expect(await t.providers.storage.read(key)).toMatchObject({ bytes: documentFixture(filename) });

        const again = await satisfy(condition.id, key);
        expect(again.statusCode).toBe(200);
        expect(again.json().document.id).toBe(document.id);
      },
    );

    it('a spoofed file (HTML named .pdf, sent as application/pdf) is refused and removed; nothing is recorded', async () => {
      const condition = task('homeowners-insurance');
      const key = await uploaded(condition.id, SPOOFED_PDF, 'application/pdf');
      const response = await satisfy(condition.id, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 's3Key', message: UPLOAD_TEXTS.invalidType });
      expect(await t.providers.storage.read(key)).toBeNull();
      const documents = await query(sql`SELECT id FROM loan_documents WHERE storage_key = ${key}`);
      expect(documents).toEqual([]);
      const summary = (await call('GET', `/api/v2/portal/${loan.id}/loan`)).json();
      expect(summary.tasks.find((entry: Task) => entry.id === condition.id)).toMatchObject({
        status: 'OPEN',
        documents: [],
      });
    });

    it('upload-url refuses another type, a size over the limit and a ttl out of range, naming the field', async () => {
      const id = task('homeowners-insurance').id;
      const wrongType = await presign(id, 'page.html', 'text/html');
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toMatchObject({ field: 'contentType', message: UPLOAD_TEXTS.invalidType });
      const noType = await call('POST', `${conditionUrl(id, 'upload-url')}?filename=a.pdf`);
      expect(noType.json()).toMatchObject({ field: 'contentType', message: UPLOAD_TEXTS.invalidType });
      const tooLarge = await presign(id, 'a.pdf', 'application/pdf', `&size=${MAX_UPLOAD_BYTES + 1}`);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({ field: 'size', message: UPLOAD_TEXTS.tooLarge });
      for (const ttl of ['0', '601']) {
        const response = await call(
          'POST',
          `${conditionUrl(id, 'upload-url')}?filename=a.pdf&contentType=application/pdf&ttlSeconds=${ttl}`,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe('ttlSeconds');
      }
      const noName = await call('POST', `${conditionUrl(id, 'upload-url')}?contentType=application/pdf`);
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toMatch(/filename/);
    });

    it('a file name is kept inside its condition folder', async () => {
      const response = await presign(
        task('homeowners-insurance').id,
        '../../../etc/pass wd.pdf',
        'application/pdf',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().key).toMatch(
        new RegExp(
          `^loans/${loan.id}/conditions/${task('homeowners-insurance').id}/[0-9a-f]{16}-pass-wd.pdf$`,
        ),
      );
    });

    it("another borrower's condition, a sign item and an unknown condition are 404", async () => {
      const id = task('homeowners-insurance').id;
      const strangers = await call(
        'POST',
        `${conditionUrl(id, 'upload-url')}?filename=a.pdf&contentType=application/pdf`,
        undefined,
        stranger,
      );
      expect(strangers.statusCode).toBe(404);
      const [sign] = await query<{ id: string }>(
        sql`SELECT id FROM loan_tasks WHERE loan_id = ${Number(loan.id)} AND kind = 'sign' ORDER BY id LIMIT 1`,
      );
      expect((await presign(String(sign?.id), 'a.pdf', 'application/pdf')).statusCode).toBe(404);
      expect((await presign('999999999', 'a.pdf', 'application/pdf')).statusCode).toBe(404);
      const key = await uploaded(id, 'sample-document.pdf', 'application/pdf');
      expect((await satisfy(id, key, loan.loanNumber, stranger)).statusCode).toBe(404);
      expect((await satisfy(String(sign?.id), key)).statusCode).toBe(404);
    });

    it('satisfy checks the loan number and that the key is an uploaded file of this condition', async () => {
      const id = task('homeowners-insurance').id;
      const key = await uploaded(id, 'sample-document.png', 'image/png');
      const wrongNumber = await satisfy(id, key, 'HL0000000000');
      expect(wrongNumber.statusCode).toBe(400);
      expect(wrongNumber.json().field).toBe('loanNumber');
      const otherCondition = await satisfy(task('income-proof').id, key);
      expect(otherCondition.statusCode).toBe(400);
      expect(otherCondition.json().field).toBe('s3Key');
      const neverUploaded = (await presign(id, 'later.pdf', 'application/pdf')).json().key;
      const missing = await satisfy(id, neverUploaded);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        field: 's3Key',
        message: expect.stringMatching(/no uploaded file/),
      });
      const noKey = await call('POST', conditionUrl(id, 'satisfy'), { loanNumber: loan.loanNumber });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().message).toMatch(/s3Key/);
      const documents = await query(sql`SELECT id FROM loan_documents WHERE task_id = ${Number(id)}`);
      expect(documents).toEqual([]);
    });

    it('an object over the size limit is refused at satisfy and removed', async () => {
      const id = task('homeowners-insurance').id;
      const key = `loans/${loan.id}/conditions/${id}/0123456789abcdef-huge.pdf`;
      await t.providers.storage.write(
        key,
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        'application/pdf',
      );
      const response = await satisfy(id, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 's3Key', message: UPLOAD_TEXTS.tooLarge });
      expect(await t.providers.storage.size(key)).toBeNull();
    });
  });
});
