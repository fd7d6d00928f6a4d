import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviderCompany } from '../../../src/server/config/provider-company.ts';
import { DEFAULT_PROVIDER_CONFIG_FILE } from '../../../src/server/config.ts';
import { findCreditReport } from '../../../src/server/credit/credit-repository.ts';
import { noticesOfAction } from '../../../src/server/db/schema.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import type { NoticeOfAction } from '../../../src/shared/notices/notice-of-action.ts';
import { ECOA_NOTICE, HOME_LOAN_APPLICANT_NOTICE } from '../../../src/shared/notices/notice-texts.ts';
import { FORM_C1_REASONS, principalReasons } from '../../../src/shared/pricing/decline-reasons.ts';
import type { SimulatorScenario } from '../../../src/shared/simulator-scenario.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

const provider = loadProviderCompany(DEFAULT_PROVIDER_CONFIG_FILE);
const mortgage = { type: 'Mortgage', balance: 180_000 } as const;

describe.each(backends)('the notice of action of a declined pricing run (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let intruder: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    intruder = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, authorization = owner) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const noticeUrl = (appId: string) => `/api/v2/application/${appId}/notice-of-action`;
  const notice = async (appId: string) =>
    (await call('GET', noticeUrl(appId))).json().notice as NoticeOfAction | null;

  /** An application at the offers with this scenario, priced once; resolves to its id and the pricing answer. */
  async function pricedWith(scenario: SimulatorScenario, answers: Record<string, unknown> = {}) {
    const appId = await applicationWith(t.app, owner, { ...prequalAnswers(), ...answers });
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, owner, appId, scenario);
    await verifyIdentity(t.app, owner, appId);
    expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    const priced = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(priced.statusCode, priced.body).toBe(200);
    return { appId, priced: priced.json() };
  }

  it('answers { notice: null } while nothing was declined, and a priced borrower gets none', async () => {
    const { appId, priced } = await pricedWith({
      credit: { score: 780, tradelines: [mortgage] },
      avm: { value: 650_000 },
    });
    expect(priced.products.length).toBeGreaterThan(0);
    expect(priced.declines).toEqual([]);
    const response = await call('GET', noticeUrl(appId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ notice: null });
  });

  it('a score below the program: denied for the reasons the bureau’s key factors support, the score disclosed with its range, date, factors and bureau (FCRA 615(a), 609(g))', async () => {
    const { appId, priced } = await pricedWith({
      credit: { score: 610, tradelines: [{ type: 'Revolving', balance: 9_000, limit: 10_000 }] },
      avm: { value: 650_000 },
    });
    expect(priced.products).toEqual([]);
    expect(priced.declines).toEqual([{ code: 'creditScore', score: 610, minimumScore: 640 }]);
    const report = await findCreditReport(t.db.orm, Number(appId));
    expect(report?.keyFactors.slice(0, 2)).toEqual([
      'Level of delinquency on accounts',
      'Proportion of balances to credit limits on revolving accounts is too high',
    ]);
    const given = await notice(appId);
    expect(given).toMatchObject({
      applicant: { name: 'Rosa Alvarez' },
      action: { taken: 'denied' },
      request:
        'Home equity loan or line of credit of $60,000, secured by 418 Maple Avenue, Columbus, OH 43215',
      creditor: {
        name: provider.legalName,
        addressLines: ['100 Market Street', 'Suite 400', 'Philadelphia, PA 19106'],
      },
      changeable: [],
    });
    expect(given?.principalReasons).toEqual(principalReasons(priced.declines, report?.keyFactors));
    expect(given?.principalReasons.slice(0, 2)).toEqual([
      FORM_C1_REASONS.delinquent,
      `${FORM_C1_REASONS.other}: Proportion of balances to credit limits on revolving accounts is too high`,
    ]);
    expect(given?.explanations[0]).toContain('610');
    expect(given?.ecoa.statement).toBe(ECOA_NOTICE);
    expect(given?.ecoa.agency).toEqual({
      name: 'Federal Trade Commission',
      addressLines: ['Equal Credit Opportunity', 'Washington, DC 20580'],
    });
    expect(given?.credit?.bureau).toEqual(provider.creditBureau);
    expect(given?.credit?.score).toMatchObject({
      value: 610,
      range: { low: 300, high: 850 },
      date: given?.issuedOn,
      homeLoanApplicantNotice: HOME_LOAN_APPLICANT_NOTICE,
      keyFactors: report?.keyFactors,
    });
  });

  it('a home worth too little for what stays on it: "Value or type of collateral not sufficient", with the figures', async () => {
    const { appId, priced } = await pricedWith({
      credit: { score: 780, tradelines: [mortgage] },
      avm: { value: 200_000 },
    });
    expect(priced.declines).toEqual([
      {
        code: 'collateral',
        propertyValue: 200_000,
        liensThatStay: 180_000,
        maxCltvPercent: 90,
        largestLoan: 0,
        smallestLoan: 25_000,
        requiredPayoffs: 0,
      },
    ]);
    const given = await notice(appId);
    expect(given?.principalReasons).toEqual([FORM_C1_REASONS.collateral]);
    expect(given?.changeable).toEqual(['value', 'amount']);
    expect(given?.explanations[0]).toContain('$200,000');
    expect(given?.explanations[0]).toContain('$180,000');
    // The score set the CLTV cap, so the report played a part: the FCRA part is there.
    expect(given?.credit?.score?.value).toBe(780);
  });

  it('payments above the debt-to-income cap: "Excessive obligations in relation to income"', async () => {
    const { appId } = await pricedWith(
      { credit: { score: 780, tradelines: [mortgage] }, avm: { value: 650_000 } },
      { applicant: { income: { source: 'Employed', statedAnnualIncome: 20_000 } } },
    );
    const given = await notice(appId);
    expect(given?.principalReasons).toEqual([FORM_C1_REASONS.excessiveObligations]);
    expect(given?.changeable).toEqual(['income', 'amount']);
  });

  it('a thin file: "Limited credit experience", the report named without a score', async () => {
    const { appId } = await pricedWith({ credit: { file: 'thin' }, avm: { value: 650_000 } });
    const given = await notice(appId);
    expect(given?.principalReasons).toEqual([FORM_C1_REASONS.limitedCreditExperience]);
    expect(given?.credit).toMatchObject({ bureau: provider.creditBureau, score: null });
  });

  it('a frozen file: incomplete, no report used, so no FCRA part', async () => {
    const { appId } = await pricedWith({ credit: { file: 'frozen' }, avm: { value: 650_000 } });
    const given = await notice(appId);
    expect(given).toMatchObject({
      action: { taken: 'incomplete' },
      principalReasons: [FORM_C1_REASONS.incomplete],
      credit: null,
    });
  });

  it('keeps one notice when the same run is shown again (a reload), with its run', async () => {
    const { appId } = await pricedWith({ credit: { score: 610 }, avm: { value: 650_000 } });
    const first = await notice(appId);
    await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(await notice(appId)).toEqual(first);
    const kept = await t.db.orm
      .select({ decision: noticesOfAction.decision })
      .from(noticesOfAction)
      .where(eq(noticesOfAction.applicationId, Number(appId)));
    expect(kept).toHaveLength(1);
    const [record] = kept as { decision: { declines: unknown[] } }[];
    expect(record?.decision.declines).toEqual([{ code: 'creditScore', score: 610, minimumScore: 640 }]);
  });

  it('is the owner’s only: another borrower gets 404, and a malformed id a 400 naming appId', async () => {
    const { appId } = await pricedWith({ credit: { score: 610 }, avm: { value: 650_000 } });
    const other = await call('GET', noticeUrl(appId), undefined, intruder);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Rosa');
    const malformed = await call('GET', noticeUrl('abc'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('appId');
  });
});

describe('the configured parties of a notice', () => {
  function providerFile(change: (config: Record<string, unknown>) => void): string {
    const config = JSON.parse(readFileSync(DEFAULT_PROVIDER_CONFIG_FILE, 'utf8'));
    change(config);
    const dir = mkdtempSync(path.join(tmpdir(), 'provider-'));
    const file = path.join(dir, 'provider.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...config,
        logoFile: path.resolve(path.dirname(DEFAULT_PROVIDER_CONFIG_FILE), config.logoFile),
      }),
    );
    return file;
  }

  it('takes the FTC when the file names no agency (a nonbank lender)', () => {
    const file = providerFile((config) => {
      delete config.ecoaAgency;
    });
    expect(loadProviderCompany(file).ecoaAgency.name).toBe('Federal Trade Commission');
  });

  it('refuses an agency without an address and a bureau without a score range, naming the field', () => {
    const noAddress = providerFile((config) => {
      config.ecoaAgency = { name: 'Bureau of Consumer Financial Protection', addressLines: [] };
    });
    expect(() => loadProviderCompany(noAddress)).toThrow(/ecoaAgency\.addressLines/);
    const noRange = providerFile((config) => {
      config.creditBureau = { ...(config.creditBureau as object), scoreRange: { low: 900, high: 300 } };
    });
    expect(() => loadProviderCompany(noRange)).toThrow(/creditBureau\.scoreRange/);
  });

  it('names the agency the configuration gives (a lender the CFPB supervises)', async () => {
    const cfpb = {
      name: 'Bureau of Consumer Financial Protection',
      addressLines: ['1700 G Street NW', 'Washington, DC 20552'],
    };
    const file = providerFile((config) => {
      config.ecoaAgency = cfpb;
    });
    const t = await createTestApp('pglite', { PROVIDER_CONFIG: file });
    try {
      const owner = (await signedInUser(t.app)).authorization;
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
      await call('POST', `/api/v2/application/${appId}/consents`, {
        kind: SOFT_CREDIT_PULL_CONSENT.kind,
        textVersion: SOFT_CREDIT_PULL_CONSENT.version,
      });
      await chooseScenario(t.app, owner, appId, { credit: { score: 610 }, avm: { value: 650_000 } });
      await verifyIdentity(t.app, owner, appId);
      await call('POST', `/api/v2/applications/${appId}/credit`);
      await call('POST', '/api/v2/pricing/new', { applicationId: appId });
      const given = (await call('GET', `/api/v2/application/${appId}/notice-of-action`)).json().notice;
      expect(given.ecoa.agency).toEqual(cfpb);
    } finally {
      await t.close();
    }
  });
});
