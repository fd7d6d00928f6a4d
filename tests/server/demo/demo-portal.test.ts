import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPortal } from '../../../src/server/demo/demo-portal.ts';
import { prepareRuntime } from '../../../src/server/start.ts';
import { passwordGrant } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';
import { processorAuthorization } from '../admin/admin-support.ts';

type Card = {
  id: string;
  kind: string;
  status: string;
  street: string | null;
  amount: number | null;
  todoCount: number;
};
type Task = {
  id: string;
  code: string;
  status: string;
  reason: string | null;
  documents: { id: string; status: string }[];
};
type Sign = { id: string; status: string };

describe.each(backends)('the demo borrower’s portal after start-up (%s)', (backend) => {
  let t: TestApp;
  let borrower: string;

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    const grant = await passwordGrant(t.app, 'demo.borrower@example.com', 'Demo-Borrower-2026');
    borrower = `Bearer ${grant.json().access_token as string}`;
  });
  afterAll(async () => t.close());

  const get = async (url: string, authorization = borrower) =>
    (await t.app.inject({ method: 'GET', url, headers: { authorization } })).json();
  const cards = async () => (await get('/api/v2/portal')).loans as Card[];
  const loanAt = async (status: string) => {
    const card = (await cards()).find((entry) => entry.status === status);
    if (!card) throw new Error(`no loan at ${status}`);
    return get(`/api/v2/portal/${card.id}/loan`);
  };
  const counts = async () => {
    const result = await t.db.orm.execute(
      sql`SELECT (SELECT count(*) FROM applications) AS applications, (SELECT count(*) FROM loans) AS loans,
          (SELECT count(*) FROM loan_tasks) AS tasks, (SELECT count(*) FROM loan_documents) AS documents,
          (SELECT count(*) FROM loan_events) AS events`,
    );
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
  };

  it('shows an unsubmitted application and three loans at different milestones', async () => {
    const list = await cards();
    expect(list.filter((card) => card.kind === 'application')).toEqual([
      expect.objectContaining({ status: 'Submit Application', street: '27 Birchwood Lane' }),
    ]);
    const loans = list.filter((card) => card.kind === 'loan');
    expect(loans.map((card) => card.status).sort()).toEqual([
      'Provide Documentation',
      'Schedule Closing',
      'Sign Disclosures',
    ]);
    for (const card of loans) {
      expect(card.street).toBeTruthy();
      expect(card.amount).toBeGreaterThan(0);
      expect(card.todoCount).toBeGreaterThan(0);
    }
  });

  it('has submitted (with a stored document), rejected (with a reason) and open to-dos, signed and unsigned items', async () => {
    const loan = await loanAt('Provide Documentation');
    const byCode = (code: string) => loan.tasks.find((task: Task) => task.code === code) as Task;
    expect(byCode('income-proof')).toMatchObject({
      status: 'SUBMIT',
      documents: [expect.objectContaining({ status: 'SUBMITTED' })],
    });
    expect(byCode('identity-document').status).toBe('REJECTED');
    expect(byCode('identity-document').reason).toMatch(/upload a current/);
    expect(byCode('homeowners-insurance').status).toBe('OPEN');
    const statuses = (loan.sign as Sign[]).map((item) => item.status);
    expect(statuses).toContain('SIGNED');
    expect(statuses).toContain('OPEN');
    // The stored bytes are a real PDF the processor can download.
    const documentId = byCode('income-proof').documents[0]?.id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/documents/${documentId}/download`,
      headers: { authorization: await processorAuthorization(t.app) },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has closing and appraisal appointments and a rate lock on the loan about to close', async () => {
    const loan = await loanAt('Schedule Closing');
    expect(loan.closingAppointment).toMatchObject({ location: expect.stringContaining('Orchard Street') });
    expect(loan.appraisalAppointment).toMatchObject({ closerName: expect.any(String) });
    expect(loan.rateLockDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(loan.tasks.every((task: Task) => ['REVIEWED', 'OPEN'].includes(task.status))).toBe(true);
    expect((loan.sign as Sign[]).some((item) => item.status === 'OPEN')).toBe(true);
  });

  it('adds nothing when seeded again (every start)', async () => {
    const before = await counts();
    expect(await seedDemoPortal(t.db.orm, t.providers.storage, t.rateSheet, t.provider.nmlsId)).toBe(false);
    if (backend === 'postgres') {
      // A second start on the same database, as a restart or another instance would.
      const again = await prepareRuntime(t.config, t.databaseLocation);
      await again.db.close();
    }
    expect(await counts()).toEqual(before);
    expect((await cards()).length).toBe(4);
  });

  it('is not created when DEMO_USERS=false', async () => {
    const bare = await createTestApp(backend, { DEMO_USERS: 'false' });
    try {
      const result = await bare.db.orm.execute(sql`SELECT count(*)::int AS n FROM loans`);
      const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as { n: number };
      expect(Number(row.n)).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
