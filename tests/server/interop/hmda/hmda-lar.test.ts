import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAR_EDITS, runLarEdits } from '../../../../src/server/interop/hmda/lar-edits.ts';
import { LAR_FIELDS, type LarRecord, parseLarLine } from '../../../../src/server/interop/hmda/lar-fields.ts';
import { uliCheckDigitsValid } from '../../../../src/server/interop/hmda/uli.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../../src/shared/consents.ts';
import type { SimulatorScenario } from '../../../../src/shared/simulator-scenario.ts';
import { dateIn } from '../../../../src/shared/zoned-time.ts';
import { applicationWith, prequalAnswers } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { chooseScenario } from '../../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../../support/test-app.ts';
import { verifyIdentity } from '../../../support/verified-identity.ts';
import { processorAuthorization } from '../../admin/admin-support.ts';

const MILESTONE_COMPLETED = 5;

describe.each(backends)('the HMDA loan/application register (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let borrower: string;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    admin = await processorAuthorization(t.app);
    borrower = (await signedInUser(t.app)).authorization;
    today = dateIn(t.app.lender.timeZone);
  });
  afterAll(async () => t?.close());

  const get = (url: string, authorization: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const lar = async (from = today, to = today) => {
    const response = await get(`/api/v2/admin/hmda-lar?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const record = parseLarLine(line);
        if (!record) throw new Error(`not a LAR row of ${LAR_FIELDS.length} fields: ${line}`);
        return record;
      });
  };
  const edits = async (from = today, to = today) => {
    const response = await get(`/api/v2/admin/hmda-lar/edits?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function declined(scenario: SimulatorScenario) {
    const call = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: borrower }, ...(payload ? { payload } : {}) });
    const appId = await applicationWith(t.app, borrower, prequalAnswers());
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, borrower, appId, scenario);
    await verifyIdentity(t.app, borrower, appId);
    expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    const priced = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(priced.json().products).toEqual([]);
    return appId;
  }

  it('holds no row for the demo loans while they are in progress (no final action yet)', async () => {
    expect(await lar()).toEqual([]);
    expect(await edits()).toMatchObject({ rows: 0, passed: true, failures: [] });
  });

  it('exports the demo loans once completed, not prequalifications declined or frozen, and every row passes the edits', async () => {
    const loans = (await get('/api/v2/admin/loans')).json().loans as { id: string }[];
    expect(loans.length).toBeGreaterThan(0);
    for (const loan of loans) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/v2/admin/loans/${loan.id}/milestone`,
        headers: { authorization: admin },
        payload: { milestone: MILESTONE_COMPLETED },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await declined({ credit: { score: 610 }, avm: { value: 650_000 } });
    await declined({ credit: { file: 'frozen' }, avm: { value: 650_000 } });

    const rows = await lar();
    // A decline or a frozen file at the soft pull is a prequalification: a notice of action, no HMDA row.
    expect(rows).toHaveLength(loans.length);
    const originated = rows.filter((row) => row.actionTaken === '1');
    expect(originated).toHaveLength(loans.length);
    for (const row of originated) {
      expect(row).toMatchObject({
        actionTakenDate: today.replaceAll('-', ''),
        denial1: '10',
        hoepaStatus: '2',
      });
      expect(Number(row.loanAmount)).toBeGreaterThan(0);
      expect(row.interestRate).toMatch(/^\d+(\.\d+)?$/);
      // The demo borrower applied online: demographics not provided, not collected by visual observation.
      expect(row).toMatchObject({
        appEthnicity1: '3',
        appRace1: '6',
        appSex: '3',
        appSexObserved: '2',
        coSex: '5',
      });
      expect(uliCheckDigitsValid(row.uli)).toBe(true);
    }
    // The demo has both kinds: a line (open-end, no Loan Estimate costs) and a closed-end loan (costs reported).
    expect(originated.map((row) => row.openEndLineOfCredit).sort()).toContain('1');
    const closedEnd = originated.find((row) => row.openEndLineOfCredit === '2');
    expect(closedEnd?.totalLoanCosts).toMatch(/^\d+$/);
    expect(originated.find((row) => row.openEndLineOfCredit === '1')?.totalLoanCosts).toBe('NA');

    expect(rows.filter((row) => row.actionTaken !== '1')).toEqual([]);

    const report = await edits();
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({ rows: rows.length, passed: true });
    expect(report.editsRun).toEqual(expect.arrayContaining(['V609', 'V670-1', 'S305']));
    expect(report.rateSpread).toMatch(/no APOR table/);
  });

  it('keeps to the range: nothing before or after the days asked for', async () => {
    expect(await lar('2020-01-01', '2020-12-31')).toEqual([]);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await lar(tomorrow, '2099-12-31')).toEqual([]);
    expect((await lar('2020-01-01', today)).length).toBeGreaterThan(0);
  });

  it('refuses a bad or reversed range, naming the parameter', async () => {
    const refused = async (query: string, field: string) => {
      for (const path of ['hmda-lar', 'hmda-lar/edits']) {
        const response = await get(`/api/v2/admin/${path}?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().field).toBe(field);
      }
    };
    await refused('to=2026-01-31', 'query.from');
    await refused('from=2026-01-01', 'query.to');
    await refused('from=2026-02-30&to=2026-03-01', 'query.from');
    await refused('from=2026-01-01&to=31-01-2026', 'query.to');
    await refused('from=2026-02-01&to=2026-01-01', 'query.to');
  });

  it('answers only an admin: 401 without a token, 403 for a borrower', async () => {
    for (const path of ['hmda-lar', 'hmda-lar/edits']) {
      const url = `/api/v2/admin/${path}?from=${today}&to=${today}`;
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, borrower)).statusCode).toBe(403);
    }
  });

  it('a deliberately broken row fails the edit that guards it', async () => {
    const [row] = await lar();
    if (!row) throw new Error('no row to break');
    const broken = (change: Partial<LarRecord>) =>
      runLarEdits([{ ...row, ...change }]).map((failure) => failure.edit);
    expect(runLarEdits([row])).toEqual([]);
    expect(broken({ uli: `${row.uli.slice(0, -2)}${row.uli.endsWith('00') ? '01' : '00'}` })).toEqual([
      'V609',
    ]);
    expect(broken({ actionTakenDate: '20260230' })).toContain('V619-1');
    expect(broken({ occupancy: '4' })).toEqual(['V616']);
    expect(broken({ state: 'Ohio' })).toEqual(['V623']);
    expect(broken({ coSex: '1' })).toEqual(expect.arrayContaining(['V650']));
    expect(broken({ appRace1: '6', appRace2: '5' })).toEqual(expect.arrayContaining(['V635-4']));
    if (row.actionTaken === '1')
      expect(broken({ denial1: '3' })).toEqual(expect.arrayContaining(['V670-2', 'V670-3']));
    expect(runLarEdits([row, row]).map((failure) => failure.edit)).toEqual(expect.arrayContaining(['S305']));
    expect(new Set(LAR_EDITS.map((edit) => edit.id)).size).toBe(LAR_EDITS.length);
  });
});
