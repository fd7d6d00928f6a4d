import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';
import { PDF_BYTES, processorAuthorization, submittedDocument } from './admin-support.ts';

type Item = { id: string; code: string; status: string; reason?: string | null; description: string };

describe.each(backends)('the admin API (%s)', (backend) => {
  let t: TestApp;
  let processor: string;
  let borrower: string;
  let appId: string;
  let loanId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    processor = await processorAuthorization(t.app);
    borrower = (await signedInUser(t.app)).authorization;
    const submitted = await submittedLoan(t.app, borrower);
    appId = submitted.appId;
    loanId = submitted.loan.id;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    authorization = processor,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const borrowerLoan = async () =>
    (await call('GET', `/api/v2/application/${appId}/loan`, undefined, borrower)).json();
  const events = async () => {
    const result = await t.db.orm.execute(
      sql`SELECT actor, kind, detail FROM loan_events WHERE loan_id = ${Number(loanId)} ORDER BY id`,
    );
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      actor: string;
      kind: string;
      detail: Record<string, unknown>;
    }[];
  };
  const taskByCode = async (code: string) =>
    (await borrowerLoan()).tasks.find((task: Item) => task.code === code) as Item & { documents: unknown[] };

  describe('permissions', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v2/admin/loans'],
      ['GET', '/api/v2/admin/loans/1'],
      ['PUT', '/api/v2/admin/loans/1/milestone', { milestone: 2 }],
      ['POST', '/api/v2/admin/loans/1/milestone/advance'],
      ['POST', '/api/v2/admin/loans/1/conditions', { description: 'x' }],
      ['PUT', '/api/v2/admin/loans/1/conditions/1', { status: 'OPEN' }],
      ['POST', '/api/v2/admin/loans/1/sign-items', { description: 'x' }],
      ['DELETE', '/api/v2/admin/loans/1/appointments/closing'],
      ['POST', '/api/v2/admin/documents/1/review', { decision: 'REVIEWED' }],
      ['GET', '/api/v2/admin/documents/1/download'],
    ];

    it('answers 401 signed out and 403 for a borrower on every route, changing nothing', async () => {
      const before = await events();
      for (const [method, url, body] of routes) {
        const path = url.replace('/loans/1', `/loans/${loanId}`);
        const signedOut = await call(method as 'GET', path, body, '');
        expect(signedOut.statusCode, `${method} ${path}`).toBe(401);
        const asBorrower = await call(method as 'GET', path, body, borrower);
        expect(asBorrower.statusCode, `${method} ${path}`).toBe(403);
        expect(asBorrower.json().message).toBe('This call needs the admin permission');
      }
      expect(await events()).toEqual(before);
    });
  });

  describe('loans', () => {
    it('lists every loan with its borrower, milestone and open to-dos', async () => {
      const response = await call('GET', '/api/v2/admin/loans');
      expect(response.statusCode).toBe(200);
      const entry = response.json().loans.find((loan: { id: string }) => loan.id === loanId);
      const summary = await borrowerLoan();
      expect(entry).toMatchObject({
        id: loanId,
        loanNumber: summary.loanNumber,
        milestone: summary.milestone,
        status: summary.status,
        borrowerName: 'Rosa Idfail',
        todoCount: summary.todoCount,
      });
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    });

    it('reads one loan: the summary plus the borrower; 404 for an unknown id, 400 naming id for a bad one', async () => {
      const response = await call('GET', `/api/v2/admin/loans/${loanId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: loanId, loanNumber: (await borrowerLoan()).loanNumber });
      expect(
        response.json().tasks.every((task: { documents: unknown[] }) => Array.isArray(task.documents)),
      ).toBe(true);
      expect((await call('GET', '/api/v2/admin/loans/999999')).statusCode).toBe(404);
      const bad = await call('GET', '/api/v2/admin/loans/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/id/);
    });

    it('sets and advances the milestone; the borrower sees it; each change is an event by the processor', async () => {
      const set = await call('PUT', `/api/v2/admin/loans/${loanId}/milestone`, { milestone: 3 });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ milestone: 3, status: 'Start Underwriting' });
      const advanced = await call('POST', `/api/v2/admin/loans/${loanId}/milestone/advance`);
      expect(advanced.json()).toMatchObject({ milestone: 4, status: 'Schedule Closing' });
      expect(await borrowerLoan()).toMatchObject({ milestone: 4, status: 'Schedule Closing' });
      const changes = (await events()).filter((event) => event.kind === 'milestone-changed');
      expect(changes.map((event) => event.detail)).toEqual([
        { from: 0, to: 3 },
        { from: 3, to: 4 },
      ]);
      expect(changes.every((event) => /^admin:.+/.test(event.actor))).toBe(true);
    });

    it('refuses a milestone outside 0..5 (400 naming milestone) and advancing past Completed (409)', async () => {
      const before = await events();
      for (const milestone of [6, -1, '2', 2.5]) {
        const bad = await call('PUT', `/api/v2/admin/loans/${loanId}/milestone`, { milestone });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/milestone/);
      }
      expect((await call('PUT', '/api/v2/admin/loans/999999/milestone', { milestone: 1 })).statusCode).toBe(
        404,
      );
      expect(await events()).toEqual(before);
      await call('PUT', `/api/v2/admin/loans/${loanId}/milestone`, { milestone: 5 });
      const past = await call('POST', `/api/v2/admin/loans/${loanId}/milestone/advance`);
      expect(past.statusCode).toBe(409);
      expect((await borrowerLoan()).status).toBe('Completed');
      await call('PUT', `/api/v2/admin/loans/${loanId}/milestone`, { milestone: 2 });
    });
  });

  describe('conditions and sign items', () => {
    it('adds a condition the borrower sees as an open to-do, due in 14 days unless a date is given', async () => {
      const before = (await borrowerLoan()).todoCount;
      const added = await call('POST', `/api/v2/admin/loans/${loanId}/conditions`, {
        description: 'Provide a letter explaining the recent credit inquiry',
      });
      expect(added.statusCode).toBe(201);
      const task = added.json();
      expect(task).toMatchObject({
        id: expect.stringMatching(/^[0-9]+$/),
        status: 'OPEN',
        description: 'Provide a letter explaining the recent credit inquiry',
        documents: [],
      });
      const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      expect(task.completionDate).toBe(due);
      const dated = await call('POST', `/api/v2/admin/loans/${loanId}/conditions`, {
        description: 'Provide your 2025 property tax bill',
        completionDate: '2026-12-01',
      });
      expect(dated.json().completionDate).toBe('2026-12-01');
      const summary = await borrowerLoan();
      expect(summary.todoCount).toBe(before + 2);
      expect(summary.tasks.map((item: Item) => item.id)).toEqual(
        expect.arrayContaining([task.id, dated.json().id]),
      );
      expect((await events()).filter((event) => event.kind === 'item-added')).toHaveLength(2);
    });

    it('refuses a bad condition body naming the field, writing nothing', async () => {
      const before = await events();
      const cases: [unknown, string][] = [
        [{}, 'description'],
        [{ description: '' }, 'description'],
        [{ description: '   ' }, 'description'],
        [{ description: 'x', completionDate: '2026-02-30' }, 'completionDate'],
        [{ description: 'x', completionDate: 'tomorrow' }, 'completionDate'],
      ];
      for (const [body, field] of cases) {
        const bad = await call('POST', `/api/v2/admin/loans/${loanId}/conditions`, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(bad.json())).toContain(field);
      }
      expect(await events()).toEqual(before);
    });

    it('sets a condition status; REJECTED needs a reason, which the borrower reads on the task', async () => {
      const task = await taskByCode('homeowners-insurance');
      const noReason = await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${task.id}`, {
        status: 'REJECTED',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().field).toBe('reason');
      const rejected = await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${task.id}`, {
        status: 'REJECTED',
        reason: 'The declarations page is for another address',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'REJECTED',
        reason: 'The declarations page is for another address',
      });
      expect(await taskByCode('homeowners-insurance')).toMatchObject({
        status: 'REJECTED',
        reason: 'The declarations page is for another address',
      });
      const received = await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${task.id}`, {
        status: 'RECEIVED',
      });
      expect(received.json()).toMatchObject({ status: 'RECEIVED', reason: null });
      const bad = await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${task.id}`, {
        status: 'DONE',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/status/);
    });

    it('answers 404 for a condition of another loan, an unknown one or a sign item', async () => {
      const other = await submittedLoan(t.app, (await signedInUser(t.app)).authorization);
      const otherTask = other.loan.tasks[0] as Item;
      expect(
        (await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${otherTask.id}`, { status: 'OPEN' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/99999999`, { status: 'OPEN' }))
          .statusCode,
      ).toBe(404);
      const signRows = await t.db.orm.execute(
        sql`SELECT id FROM loan_tasks WHERE loan_id = ${Number(loanId)} AND kind = 'sign' LIMIT 1`,
      );
      const signId = (
        (Array.isArray(signRows) ? signRows : (signRows as { rows: unknown[] }).rows)[0] as { id: number }
      ).id;
      expect(
        (await call('PUT', `/api/v2/admin/loans/${loanId}/conditions/${signId}`, { status: 'OPEN' }))
          .statusCode,
      ).toBe(404);
    });

    it('adds a sign item whose id is its signing link, unsigned', async () => {
      const added = await call('POST', `/api/v2/admin/loans/${loanId}/sign-items`, {
        description: 'Sign the appraisal waiver',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ status: 'OPEN', description: 'Sign the appraisal waiver' });
      expect(added.json().id).toMatch(
        /^http:\/\/localhost:3000\/esign\/[0-9]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/,
      );
      expect((await borrowerLoan()).sign.map((item: Item) => item.id)).toContain(added.json().id);
      expect((await call('POST', `/api/v2/admin/loans/${loanId}/sign-items`, {})).statusCode).toBe(400);
    });
  });

  describe('appointments', () => {
    const closing = {
      dateTime: '2026-09-14T14:00:00.000Z',
      dateTimeEnd: '2026-09-14T15:00:00.000Z',
      location: '418 Maple Avenue, Columbus, OH 43215',
      closerName: 'Dana Whitfield',
      closerPhone: '(614) 555-0188',
      closerEmail: 'dana.whitfield@example.com',
    };

    it('sets and clears the closing and appraisal appointments the summary shows', async () => {
      const set = await call('PUT', `/api/v2/admin/loans/${loanId}/appointments/closing`, closing);
      expect(set.statusCode).toBe(200);
      const appraisal = { ...closing, closerName: 'Marcus Lee', location: 'At the property' };
      await call('PUT', `/api/v2/admin/loans/${loanId}/appointments/appraisal`, appraisal);
      expect(await borrowerLoan()).toMatchObject({
        closingAppointment: closing,
        appraisalAppointment: appraisal,
      });
      const cleared = await call('DELETE', `/api/v2/admin/loans/${loanId}/appointments/appraisal`);
      expect(cleared.statusCode).toBe(200);
      expect(await borrowerLoan()).toMatchObject({ closingAppointment: closing, appraisalAppointment: null });
      const kinds = (await events()).map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'appointment-set')).toHaveLength(2);
      expect(kinds).toContain('appointment-cleared');
    });

    it('refuses a bad appointment naming the field; 404 for another kind', async () => {
      const before = await events();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...closing, dateTime: 'next Monday' }, 'dateTime'],
        [{ ...closing, dateTimeEnd: '2026-09-14T13:00:00.000Z' }, 'dateTimeEnd'],
        [{ ...closing, closerEmail: 'not-an-email' }, 'closerEmail'],
        [{ ...closing, closerPhone: 'call me' }, 'closerPhone'],
        [{ ...closing, location: '' }, 'location'],
        [{ dateTime: closing.dateTime }, 'dateTimeEnd'],
      ];
      for (const [body, field] of cases) {
        const bad = await call('PUT', `/api/v2/admin/loans/${loanId}/appointments/closing`, body);
        expect(bad.statusCode, field).toBe(400);
        expect(JSON.stringify(bad.json())).toContain(field);
      }
      expect(
        (await call('PUT', `/api/v2/admin/loans/${loanId}/appointments/signing`, closing)).statusCode,
      ).toBe(404);
      expect(await events()).toEqual(before);
    });
  });

  describe('documents', () => {
    it('reviews a document: it and its task become REVIEWED, by the processor', async () => {
      const task = await taskByCode('income-proof');
      const document = await submittedDocument(t, Number(loanId), Number(task.id));
      const reviewed = await call('POST', `/api/v2/admin/documents/${document.id}/review`, {
        decision: 'REVIEWED',
      });
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json().document).toMatchObject({ id: String(document.id), status: 'REVIEWED' });
      expect(reviewed.json().document.reviewedBy).toMatch(/^admin:/);
      const after = await taskByCode('income-proof');
      expect(after).toMatchObject({ status: 'REVIEWED', reason: null });
      expect(after.documents).toEqual([
        expect.objectContaining({ id: String(document.id), status: 'REVIEWED' }),
      ]);
      expect((await events()).at(-1)).toMatchObject({ kind: 'document-reviewed' });
    });

    it('rejects a document with a reason the borrower reads on the task; no reason → 400 naming reason', async () => {
      const task = await taskByCode('homeowners-insurance');
      const document = await submittedDocument(t, Number(loanId), Number(task.id), 'license.pdf');
      const before = await events();
      const noReason = await call('POST', `/api/v2/admin/documents/${document.id}/review`, {
        decision: 'REJECTED',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().field).toBe('reason');
      const badDecision = await call('POST', `/api/v2/admin/documents/${document.id}/review`, {
        decision: 'OK',
      });
      expect(badDecision.statusCode).toBe(400);
      expect(badDecision.json().message).toMatch(/decision/);
      expect(await events()).toEqual(before);
      const rejected = await call('POST', `/api/v2/admin/documents/${document.id}/review`, {
        decision: 'REJECTED',
        reason: 'The photo is blurred; upload a clear scan of both sides',
      });
      expect(rejected.statusCode).toBe(200);
      const after = await taskByCode('homeowners-insurance');
      expect(after).toMatchObject({
        status: 'REJECTED',
        reason: 'The photo is blurred; upload a clear scan of both sides',
      });
      expect(after.documents).toEqual([
        expect.objectContaining({
          status: 'REJECTED',
          reason: 'The photo is blurred; upload a clear scan of both sides',
        }),
      ]);
      expect((await borrowerLoan()).todoCount).toBeGreaterThan(0);
    });

    it('downloads the stored bytes with the type and a download filename; 404 for an unknown document', async () => {
      const task = await taskByCode('income-proof');
      const document = await submittedDocument(t, Number(loanId), Number(task.id), 'stub "June".pdf');
      const response = await call('GET', `/api/v2/admin/documents/${document.id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="stub _June_.pdf"; filename*=UTF-8''${encodeURIComponent('stub "June".pdf')}`,
      );
      expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect((await call('GET', '/api/v2/admin/documents/99999999/download')).statusCode).toBe(404);
      expect(
        (await call('POST', '/api/v2/admin/documents/99999999/review', { decision: 'REVIEWED' })).statusCode,
      ).toBe(404);
    });

    it('lists each task’s documents for the processor with size, hash and download link', async () => {
      const detail = (await call('GET', `/api/v2/admin/loans/${loanId}`)).json();
      const task = detail.tasks.find((item: Item) => item.code === 'income-proof');
      expect(task.documents.length).toBeGreaterThanOrEqual(2);
      expect(task.documents[0]).toMatchObject({
        sizeBytes: PDF_BYTES.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        downloadUrl: expect.stringMatching(/^\/api\/v2\/admin\/documents\/[0-9]+\/download$/),
      });
    });
  });
});
