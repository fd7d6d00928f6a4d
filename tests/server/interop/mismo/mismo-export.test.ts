// The MISMO 3.4 export (issue 21 item 1): every export validates against the XSD of the subset emitted, reads
// back into our answers with nothing lost (the seeded demo loans; each flow's maximal borrower with the maximal
// co-borrower), carries the loan's terms, the credit report's debts and the originator, and is refused for an
// unknown or unsubmitted application and to callers without the admin permission.
import { existsSync } from 'node:fs';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COBORROWER_SENSITIVE_PATHS,
  decryptSensitive,
} from '../../../../src/server/applications/sensitive-fields.ts';
import {
  insertContact,
  newInvitation,
  writeContactData,
} from '../../../../src/server/coborrowers/contact-repository.ts';
import { findCreditReport } from '../../../../src/server/credit/credit-repository.ts';
import { liabilitiesOf } from '../../../../src/server/credit/liabilities.ts';
import { applicationContacts, applications, loans } from '../../../../src/server/db/schema.ts';
import { flowCatalog } from '../../../../src/server/flows/flow-catalog.ts';
import { readMismo } from '../../../../src/server/interop/mismo/mismo-import.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../../src/shared/consents.ts';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { applicationWith } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { consentToSubmit, dataSet } from '../../../support/loan.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../../support/test-app.ts';
import { verifyIdentity } from '../../../support/verified-identity.ts';
import { schemaProblems, xsdValidator } from './mismo-schema.ts';

type Json = Record<string, unknown>;

/**
 * Every answer as path → value; a multi-select (a list of plain values) is one entry compared as a set, since
 * the order of ticked boxes means nothing and MISMO keeps one element per value.
 */
function leaves(value: unknown, path = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    out[path] = JSON.stringify([...value].map(String).sort());
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
  else out[path] = value;
  return out;
}

/** The answers of `original` that `read` lost or changed (empty when nothing was lost). */
function lost(original: unknown, read: unknown): string[] {
  const back = leaves(read);
  return Object.entries(leaves(original))
    .filter(([path, value]) => JSON.stringify(back[path]) !== JSON.stringify(value))
    .map(([path, value]) => `${path}: ${JSON.stringify(value)} came back as ${JSON.stringify(back[path])}`);
}

const flowsWithMaximalBorrower = [...flowCatalog().flows.values()]
  .filter(
    (flow) =>
      !flow.retired &&
      existsSync(new URL(`../../../fixtures/${flow.flowType}/maximal.json`, import.meta.url)),
  )
  .map((flow) => flow.flowType);

describe.each(backends)('the MISMO 3.4 export (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let borrower: string;

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    admin = await adminAuthorization(t.app, t.db.orm);
    borrower = (await signedInUser(t.app)).authorization;
  }, 60_000);
  afterAll(async () => t.close());

  const exportOf = (appId: number | string, authorization = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/applications/${appId}/mismo`,
      headers: authorization ? { authorization } : {},
    });

  /** The stored application, its answers decrypted, its loan and its co-borrowers' answers. */
  async function stored(appId: number) {
    const [row] = await t.db.orm.select().from(applications).where(eq(applications.id, appId));
    const [loan] = await t.db.orm.select().from(loans).where(eq(loans.applicationId, appId));
    const contacts = await t.db.orm
      .select()
      .from(applicationContacts)
      .where(eq(applicationContacts.applicationId, appId));
    if (!row || !loan) throw new Error(`application ${appId} is not submitted`);
    return {
      row,
      loan,
      answers: decryptSensitive(t.db.orm, row.data),
      coborrowers: contacts.map((contact) =>
        decryptSensitive(t.db.orm, contact.data, COBORROWER_SENSITIVE_PATHS),
      ),
    };
  }

  /** Exports, validates and reads back application `appId`, checking nothing of it was lost. */
  async function roundTrip(appId: number) {
    const response = await exportOf(appId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(schemaProblems(xml)).toEqual([]);
    const { row, loan, answers, coborrowers } = await stored(appId);
    const flow = flowCatalog().flows.get(row.flowType);
    if (!flow) throw new Error(`no flow ${row.flowType}`);
    const read = readMismo(xml, flow);
    expect(lost(answers, read.answers)).toEqual([]);
    expect(read.coborrowers).toHaveLength(coborrowers.length);
    for (const [index, data] of coborrowers.entries())
      expect(lost(data, read.coborrowers[index]?.data)).toEqual([]);
    const product = loan.product as Json;
    expect(read.loan).toMatchObject({
      loanNumber: loan.loanNumber,
      amount: String(loan.amountCents / 100),
      rate: String(product.rate),
      apr: String(product.apr),
      termMonths: String(product.termMonths),
      productId: product.id,
      heloc: String(product.creditType === 'open-end'),
    });
    if (loan.totalLineAmountCents !== null)
      expect(read.loan.line).toBe(String(loan.totalLineAmountCents / 100));
    const report = await findCreditReport(t.db.orm, appId);
    const debts = report ? liabilitiesOf(report.tradelines, report.payoffChoices) : [];
    expect(read.liabilities).toEqual(
      debts.map(({ id: _id, paidOffHandling: _handling, creditLimitAmount, ...debt }) =>
        creditLimitAmount === null ? debt : { ...debt, creditLimitAmount },
      ),
    );
    const originator = loan.loanOriginator as Json;
    expect(read.originator).toEqual({
      originatorName: originator.originatorName,
      originatorNmlsId: originator.originatorNmlsId,
      organizationName: originator.organizationName,
      organizationNmlsId: originator.organizationNmlsId,
    });
    return { xml, answers, coborrowers };
  }

  it('exports every seeded demo loan, valid against the schema, and reads each back with nothing lost', async () => {
    const demo = await t.db.orm
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(loans, eq(loans.applicationId, applications.id))
      .where(and(isNotNull(sql`${applications.derived}->>'demo'`)));
    expect(demo.length).toBeGreaterThan(0);
    for (const { id } of demo) await roundTrip(id);
  });

  /** A flow's maximal borrower with the maximal co-borrower, submitted the way the API tests submit. */
  async function maximalLoan(flowType: string) {
    const authorization = (await signedInUser(t.app)).authorization;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/application?nmlsId=2000001&flowType=${flowType}`,
      headers: { authorization },
    });
    const appId = created.json().data.appId as string;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization, 'if-match': '1' },
      payload: dataSet(flowType, 'maximal'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
    await post(`/api/v2/application/${appId}/consents`, {
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, authorization, appId);
    await post(`/api/v2/applications/${appId}/credit`);
    const offer = (await post('/api/v2/pricing/new', { applicationId: appId })).json().products[0];
    const chosen = await post('/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await consentToSubmit(t.app, authorization, appId);
    const coborrower = (dataSet('coborrower', 'maximal') as { coborrower: Json }).coborrower;
    const contact = await insertContact(t.db.orm, {
      applicationId: Number(appId),
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan.reyes@example.com',
      relationship: 'Spouse',
      inviteTokenHash: newInvitation().hash,
      inviteExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await writeContactData(t.db.orm, contact, 1, coborrower, 'completed')).ok).toBe(true);
    const submitted = await post(`/api/v2/application/${appId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(201);
    return Number(appId);
  }

  it.each(flowsWithMaximalBorrower)(
    "exports %s's maximal borrower and co-borrower, valid, with nothing lost",
    async (flowType) => {
      const appId = await maximalLoan(flowType);
      const { xml, answers, coborrowers } = await roundTrip(appId);
      // The SSNs leave decrypted (the database keeps them encrypted), each with its kind.
      const ssn = (answers.applicant as { legal?: { ssn?: string } }).legal?.ssn;
      if (ssn) expect(xml).toContain(`<TaxpayerIdentifierValue>${ssn}</TaxpayerIdentifierValue>`);
      const coborrowerSsn = (coborrowers[0]?.legal as { ssn?: string } | undefined)?.ssn;
      if (coborrowerSsn)
        expect(xml).toContain(`<TaxpayerIdentifierValue>${coborrowerSsn}</TaxpayerIdentifierValue>`);
      const [row] = await t.db.orm.select().from(applications).where(eq(applications.id, appId));
      expect(JSON.stringify(row?.data)).not.toContain(String(ssn));
      // Declarations by their MISMO indicator names, HMDA collection method, originator NMLS.
      expect(xml).toContain('<BankruptcyIndicator>');
      expect(xml).toContain('<ULAD:ApplicationTakenMethodType>Internet</ULAD:ApplicationTakenMethodType>');
      expect(xml).toContain('<LicenseIdentifier>2000001</LicenseIdentifier>');
    },
    120_000,
  );

  it('has a schema that refuses what MISMO does not allow', async () => {
    const [first] = flowsWithMaximalBorrower;
    if (!first) return;
    const xml = (await exportOf(await maximalLoan(first))).body;
    expect(schemaProblems(xml)).toEqual([]);
    const badRate = xml.replace(/<NoteRatePercent>[^<]*</, '<NoteRatePercent>about eight<');
    expect(schemaProblems(badRate).join('\n')).toContain('NoteRatePercent');
    const badCode = xml.replace('<MaritalStatusType>', '<MaritalStatusType>Complicated');
    expect(schemaProblems(badCode).join('\n')).toContain('MaritalStatusType');
    const unknown = xml.replace('<TERMS_OF_LOAN>', '<TERMS_OF_LOAN><LoanTermsMood>good</LoanTermsMood>');
    expect(schemaProblems(unknown).join('\n')).toContain('LoanTermsMood');
  }, 120_000);

  // MISMO's own B324 schema is licensed (not in the repository): a lender with it sets MISMO_XSD to its
  // MISMO_3.4.0_B324.xsd to check the exports against the reference model too.
  it.skipIf(!process.env.MISMO_XSD)(
    'validates against the MISMO 3.4 B324 reference model named by MISMO_XSD',
    async () => {
      const reference = xsdValidator(process.env.MISMO_XSD);
      for (const flowType of flowsWithMaximalBorrower) {
        const xml = (await exportOf(await maximalLoan(flowType))).body;
        expect(schemaProblems(xml, reference)).toEqual([]);
      }
    },
    240_000,
  );

  it('answers 404 for an unknown application and 409 with a message for one not submitted', async () => {
    const missing = await exportOf(987654321);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No application 987654321');
    const draft = await applicationWith(t.app, borrower, { loan: { purpose: 'HomeImprovement' } });
    const refused = await exportOf(draft);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'Conflict' });
    expect(refused.json().message).toContain('has not been submitted');
    expect((await exportOf('not-a-number')).statusCode).toBe(400);
  });

  it('needs a signed-in caller (401) with the admin permission (403)', async () => {
    const [demo] = await t.db.orm.select({ id: loans.applicationId }).from(loans).limit(1);
    const appId = demo?.id ?? 1;
    expect((await exportOf(appId, '')).statusCode).toBe(401);
    const forbidden = await exportOf(appId, borrower);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('<MESSAGE');
  });
});
