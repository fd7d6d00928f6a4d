import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingSlots } from '../../../src/shared/closing-slots.ts';
import {
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
  SOFT_CREDIT_PULL_CONSENT,
} from '../../../src/shared/consents.ts';
import { applicationWith } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import {
  completeApplication as completeApplicationOf,
  type DataSetName,
  dataSet,
} from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('submission and the loan (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, authorization = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const completeApplication = (name: DataSetName = 'minimal', flow = 'slim-1', options = {}) =>
    completeApplicationOf(t.app, owner, name, flow, options);

  const eventKinds = async (appId: string) => {
    const events = await t.db.orm.execute(
      sql`SELECT e.kind FROM loan_events e JOIN loans l ON l.id = e.loan_id WHERE l.application_id = ${Number(appId)} ORDER BY e.id`,
    );
    return (
      (Array.isArray(events) ? events : (events as { rows: unknown[] }).rows) as { kind: string }[]
    ).map((row) => row.kind);
  };

  const submit = (appId: string, auth = owner) =>
    call('POST', `/api/v2/application/${appId}/submit`, undefined, auth);

  async function submitted(name: DataSetName = 'minimal') {
    const { appId, offer } = await completeApplication(name);
    const loan = await submit(appId);
    expect(loan.statusCode).toBe(201);
    return { appId, offer, loan: loan.json() };
  }

  describe('submit', () => {
    it('turns a complete application into a loan: number, milestone, to-dos and sign items', async () => {
      const { appId, offer } = await completeApplication();
      const before = (await call('GET', `/api/v2/application/${appId}/status`)).json();
      expect(before).toMatchObject({ status: 'prequalified', loanNumber: null, milestone: null });
      expect(before.progress).toMatchObject({ applicant: 100, cosigner: 100, submit: 0, process: 0 });
      const response = await submit(appId);
      expect(response.statusCode).toBe(201);
      const loan = response.json();
      expect(loan.loanNumber).toMatch(new RegExp(`^HL${new Date().getUTCFullYear()}[0-9]{6}$`));
      expect(loan).toMatchObject({
        status: 'Application Submitted',
        milestone: 0,
        amount: offer.loanAmount,
        monthlyPayment: offer.monthlyPayment,
        interestRate: offer.rate,
        productType: offer.productType,
      });
      // Minimal borrower: identity verified before the soft pull (no photo ID asked), income not verified
      // electronically, no other property, no bankruptcy.
      expect(loan.tasks.map((task: { code: string }) => task.code)).toEqual([
        'income-proof',
        'homeowners-insurance',
      ]);
      expect(loan.sign.map((item: { code: string }) => item.code)).toEqual([
        'initial-disclosures',
        'early-disclosure',
        'e-sign-consent',
      ]);
      // The E-SIGN consent was given before submission, so its sign item is done.
      expect(loan.todoCount).toBe(4);
      expect(loan.completedItemsCount).toBe(1);
      const status = (await call('GET', `/api/v2/application/${appId}/status`)).json();
      expect(status).toMatchObject({
        status: 'submitted',
        loanNumber: loan.loanNumber,
        milestone: { step: 0, name: 'Application Submitted' },
        progress: { submit: 100, process: 100, disclosures: 100, schedule: 0, money: 0 },
      });
      const events = await t.db.orm.execute(
        sql`SELECT e.kind, e.actor FROM loan_events e JOIN loans l ON l.id = e.loan_id WHERE l.application_id = ${Number(appId)}`,
      );
      const rows = Array.isArray(events) ? events : (events as { rows: unknown[] }).rows;
      expect(rows).toEqual([expect.objectContaining({ kind: 'submitted' })]);
    });

    it('chooses conditions from the answers: mortgage statements per mortgaged property, bankruptcy papers', async () => {
      const { loan } = await submitted('maximal');
      const codes = loan.tasks.map((task: { code: string }) => task.code);
      expect(codes).toEqual(
        expect.arrayContaining([
          'mortgage-statement-1',
          'mortgage-statement-2',
          'bankruptcy',
          'homeowners-insurance',
        ]),
      );
      expect(
        loan.tasks.find((task: { code: string }) => task.code === 'mortgage-statement-1').description,
      ).toContain('1220 Birch Street');
    });

    it('submitting twice, or twice at once, yields one loan', async () => {
      const { appId } = await completeApplication();
      const [a, b] = await Promise.all([submit(appId), submit(appId)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().loanNumber).toBe(b.json().loanNumber);
      const again = await submit(appId);
      expect(again.statusCode).toBe(200);
      expect(again.json().loanNumber).toBe(a.json().loanNumber);
      const count = await t.db.orm.execute(
        sql`SELECT count(*)::int AS n FROM loans WHERE application_id = ${Number(appId)}`,
      );
      const rows = (Array.isArray(count) ? count : (count as { rows: { n: number }[] }).rows) as {
        n: number;
      }[];
      expect(rows[0]?.n).toBe(1);
    });

    it('refuses an incomplete application with 409 naming what is missing', async () => {
      const appId = await applicationWith(t.app, owner, {
        contactInfo: dataSet('slim-1', 'minimal').contactInfo,
      });
      const response = await submit(appId);
      expect(response.statusCode).toBe(409);
      const body = response.json();
      expect(body.code).toBe('incomplete');
      expect(body.missing).toEqual(
        expect.arrayContaining(['pricing.product', 'applicant.legal', 'declarations']),
      );
      expect(body.message).toMatch(/missing a chosen offer, .*declarations/);
      expect((await call('GET', `/api/v2/application/${appId}/loan`)).statusCode).toBe(409);
    });

    it("answers 404 for someone else's application on every route", async () => {
      const { appId } = await submitted();
      const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
        ['POST', `/api/v2/application/${appId}/submit`],
        ['GET', `/api/v2/application/${appId}/loan`],
        ['GET', `/api/v2/application/${appId}/status`],
        ['GET', `/api/v2/application/${appId}/loan_terms`],
        ['POST', `/api/v2/application/${appId}/loan_terms`, { productId: 'x', accepted: true }],
        ['GET', `/api/v2/application/${appId}/disclosuresLink`],
        ['GET', `/api/v2/application/${appId}/esign-consent`],
        [
          'POST',
          `/api/v2/application/${appId}/disclosures-receipt`,
          { textVersion: DISCLOSURES_RECEIPT.version, accepted: true },
        ],
        [
          'POST',
          `/api/v2/application/${appId}/esign-consent`,
          { textVersion: E_SIGN_CONSENT.version, accepted: true },
        ],
        ['GET', `/api/v2/application/${appId}/closing/slots`],
        ['PUT', `/api/v2/application/${appId}/closing`, { slotId: closingSlots('America/New_York')[0]?.id }],
        ['GET', `/api/v2/application/${appId}/disbursement`],
        ['PUT', `/api/v2/application/${appId}/disbursement`, { method: 'check' }],
      ];
      for (const [method, url, body] of routes) {
        expect((await call(method, url, body, stranger)).statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });

  describe('loan terms', () => {
    it('shows the chosen offer and records acceptance of exactly that offer', async () => {
      const { appId, offer } = await completeApplication();
      const terms = (await call('GET', `/api/v2/application/${appId}/loan_terms`)).json();
      expect(terms).toMatchObject({
        productId: offer.id,
        loanAmount: offer.loanAmount,
        interestRate: offer.rate,
        apr: offer.apr,
        monthlyPayment: offer.monthlyPayment,
        accepted: null,
      });
      const wrong = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
        productId: 'NOT-AN-OFFER',
        accepted: true,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('productId');
      const notAccepted = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
        productId: offer.id,
        accepted: false,
      });
      expect(notAccepted.statusCode).toBe(400);
      expect(notAccepted.json().message).toContain('accepted');
      const accepted = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
        productId: offer.id,
        accepted: true,
      });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().accepted.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('answers 409 before an offer is chosen', async () => {
      const appId = await applicationWith(t.app, owner, {});
      expect((await call('GET', `/api/v2/application/${appId}/loan_terms`)).statusCode).toBe(409);
    });
  });

  describe('disclosures and E-SIGN consent', () => {
    const consentRows = async (appId: string) => {
      const stored = await t.db.orm.execute(
        sql`SELECT kind, text_version, text_sha256 FROM consents WHERE application_id = ${Number(appId)} ORDER BY id`,
      );
      return (Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
    };
    const openLink = async (appId: string) => {
      const link = (await call('GET', `/api/v2/application/${appId}/disclosuresLink`)).json();
      const page = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
      expect(page.statusCode).toBe(200);
      return { link, page };
    };
    const eSign = (appId: string, textVersion = E_SIGN_CONSENT.version) =>
      call('POST', `/api/v2/application/${appId}/esign-consent`, { textVersion, accepted: true });
    const receipt = (appId: string, textVersion = DISCLOSURES_RECEIPT.version) =>
      call('POST', `/api/v2/application/${appId}/disclosures-receipt`, { textVersion, accepted: true });
    const hardPull = (appId: string) =>
      call('POST', `/api/v2/application/${appId}/consents`, {
        kind: HARD_CREDIT_PULL_CONSENT.kind,
        textVersion: HARD_CREDIT_PULL_CONSENT.version,
      });

    it('delivers no disclosure before the E-SIGN consent: a sample first, the consent, then the disclosures', async () => {
      const { appId, offer } = await completeApplication('minimal', 'slim-1', { consents: false });
      const early = await eSign(appId);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('sample_not_opened');

      const sample = await openLink(appId);
      expect(sample.link).toMatchObject({ sample: true, title: 'Sample document' });
      expect(sample.link.url).toMatch(/^http:\/\/localhost:3000\/disclosures\/[A-Za-z0-9_-]+$/);
      expect(sample.link.brochure).toBeUndefined();
      expect(sample.page.body).toContain('<h1>Sample document</h1>');
      expect(sample.page.body).not.toContain(String(offer.monthlyPayment));
      const oldText = await receipt(appId, '2020-01-01');
      expect(oldText.statusCode).toBe(400);
      expect(oldText.json().field).toBe('textVersion');
      const tooSoon = await receipt(appId);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json().code).toBe('esign_consent_required');

      expect((await eSign(appId, '2020-01-01')).json().field).toBe('textVersion');
      expect((await eSign(appId)).statusCode).toBe(201);
      const consented = (await call('GET', `/api/v2/application/${appId}/esign-consent`)).json();
      expect(consented).toMatchObject({
        sampleOpened: true,
        disclosuresOpened: false,
        disclosuresReceivedAt: null,
      });
      expect(consented.paragraphs.map((paragraph: { heading: string }) => paragraph.heading)).toContain(
        'If these requirements change',
      );
      // The sample opened before the consent does not count as the disclosures delivered.
      const unopened = await receipt(appId);
      expect(unopened.statusCode).toBe(409);
      expect(unopened.json().code).toBe('disclosures_not_opened');

      const delivered = await openLink(appId);
      expect(delivered.link).toMatchObject({ sample: false, title: 'Initial disclosures' });
      if (offer.creditType === 'open-end')
        expect(delivered.link.brochure.url).toContain('consumerfinance.gov');
      expect(delivered.page.headers['content-type']).toContain('text/html');
      expect(delivered.page.body).toContain('<h1>Initial disclosures</h1>');
      expect(delivered.page.body).toContain(
        offer.monthlyPayment.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      for (const paragraph of E_SIGN_CONSENT.paragraphs)
        expect(delivered.page.body).toContain(paragraph.heading);
      const unknown = await t.app.inject({ method: 'GET', url: '/disclosures/abcdefghijklmnopqrstuvwxyz' });
      expect(unknown.statusCode).toBe(404);
      // A language the product does not speak is refused by name.
      const badLanguage = await t.app.inject({
        method: 'GET',
        url: '/disclosures/abcdefghijklmnopqrstuvwxyz?lang=fr',
      });
      expect(badLanguage.statusCode).toBe(400);
      expect(badLanguage.body).toContain('lang');

      expect((await receipt(appId)).statusCode).toBe(201);
      const read = (await call('GET', `/api/v2/application/${appId}/esign-consent`)).json();
      expect(read).toMatchObject({ disclosuresOpened: true, textVersion: E_SIGN_CONSENT.version });
      expect(read.acceptedAt).toBeTruthy();
      expect(read.disclosuresReceivedAt >= read.acceptedAt).toBe(true);
      const rows = await consentRows(appId);
      expect(rows.map((row) => [row.kind, row.text_version])).toEqual([
        ['soft-credit-pull', SOFT_CREDIT_PULL_CONSENT.version],
        ['e-sign', E_SIGN_CONSENT.version],
        ['disclosures-receipt', DISCLOSURES_RECEIPT.version],
      ]);
      for (const row of rows) expect(row.text_sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses to submit a line of credit before its early disclosures are acknowledged and the hard pull authorized', async () => {
      const { appId, offer } = await completeApplication('minimal', 'slim-1', { consents: false });
      expect(offer.creditType).toBe('open-end');
      const unread = await submit(appId);
      expect(unread.statusCode).toBe(409);
      expect(unread.json()).toMatchObject({ code: 'disclosures_not_acknowledged' });
      expect(unread.json().message).toContain('What You Should Know About Home Equity Lines of Credit');
      expect((await call('GET', `/api/v2/application/${appId}/loan`)).statusCode).toBe(409);

      await openLink(appId);
      await eSign(appId);
      await openLink(appId);
      expect((await receipt(appId)).statusCode).toBe(201);
      // An offer chosen after the disclosures were read has not been disclosed: they are read again.
      const rechosen = await call('POST', '/api/v2/pricing/offers', {
        applicationId: appId,
        productId: offer.id,
        loanAmount: offer.loanAmount - 1000,
      });
      expect(rechosen.statusCode, rechosen.body).toBe(200);
      expect((await submit(appId)).json().code).toBe('disclosures_not_acknowledged');
      await openLink(appId);
      expect((await receipt(appId)).statusCode).toBe(201);
      const noHardPull = await submit(appId);
      expect(noHardPull.statusCode).toBe(409);
      expect(noHardPull.json().code).toBe('hard_pull_consent_required');
      expect((await call('GET', `/api/v2/application/${appId}/loan`)).statusCode).toBe(409);

      expect((await hardPull(appId)).statusCode).toBe(201);
      expect((await consentRows(appId)).at(-1)).toMatchObject({
        kind: 'hard-credit-pull',
        text_version: HARD_CREDIT_PULL_CONSENT.version,
      });
      const loan = await submit(appId);
      expect(loan.statusCode).toBe(201);
      // Given before submission, the E-SIGN sign item is signed from the start.
      expect(loan.json().sign.find((item: { code: string }) => item.code === 'e-sign-consent')).toMatchObject(
        {
          status: 'SIGNED',
          submittedOn: new Date().toISOString().slice(0, 10),
        },
      );
    });

    it('submits a closed-end loan with the hard pull authorized, and signs the E-SIGN item when it comes later', async () => {
      const { appId } = await completeApplication('minimal', 'slim-1', { consents: false });
      const priced = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json();
      const loanOffer = priced.products.find(
        (product: { creditType: string }) => product.creditType === 'closed-end',
      );
      const chosen = await call('POST', '/api/v2/pricing/offers', {
        applicationId: appId,
        productId: loanOffer.id,
        loanAmount: loanOffer.loanAmount,
      });
      expect(chosen.statusCode).toBe(200);
      expect((await submit(appId)).json().code).toBe('hard_pull_consent_required');
      await hardPull(appId);
      const loan = (await submit(appId)).json();
      expect(loan.sign.find((item: { code: string }) => item.code === 'e-sign-consent').status).toBe('OPEN');
      await openLink(appId);
      expect((await eSign(appId)).statusCode).toBe(201);
      const after = (await call('GET', `/api/v2/application/${appId}/loan`)).json();
      expect(after.sign.find((item: { code: string }) => item.code === 'e-sign-consent').status).toBe(
        'SIGNED',
      );
      expect(await eventKinds(appId)).toEqual(['submitted', 'item-status']);
    });
  });

  describe('closing and disbursement', () => {
    it('offers slots on business days only and stores the chosen one as the closing appointment', async () => {
      const { appId } = await submitted();
      const { slots } = (await call('GET', `/api/v2/application/${appId}/closing/slots`)).json();
      expect(slots.length).toBeGreaterThan(10);
      for (const slot of slots)
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${slot.date}T12:00:00Z`).getUTCDay());
      const saturday = (() => {
        const day = new Date();
        day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + 7);
        return `${day.toISOString().slice(0, 10)}T10:00`;
      })();
      const refused = await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: saturday });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('slotId');
      expect(
        (await call('PUT', `/api/v2/application/${appId}/closing`, { slot: slots[0].id })).statusCode,
      ).toBe(400);
      const chosen = await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: slots[1].id });
      expect(chosen.statusCode).toBe(200);
      const appointment = chosen.json().closingAppointment;
      expect(appointment.slotId).toBe(slots[1].id);
      expect(new Date(appointment.dateTimeEnd).getTime() - new Date(appointment.dateTime).getTime()).toBe(
        3_600_000,
      );
      expect(appointment.location).toContain('418 Maple Avenue');
      expect(appointment.closerName).toBeTruthy();
      expect(await eventKinds(appId)).toEqual(['submitted', 'closing-scheduled', 'milestone-changed']);
    });

    it('answers 409 for closing and disbursement before submission', async () => {
      const { appId } = await completeApplication();
      expect((await call('GET', `/api/v2/application/${appId}/closing/slots`)).statusCode).toBe(409);
      expect(
        (await call('PUT', `/api/v2/application/${appId}/disbursement`, { method: 'check' })).statusCode,
      ).toBe(409);
    });

    it('takes direct deposit with a valid routing number, encrypts the account number and shows it masked', async () => {
      const { appId } = await submitted();
      const put = (body: object) => call('PUT', `/api/v2/application/${appId}/disbursement`, body);
      const badChecksum = await put({
        method: 'directDeposit',
        accountType: 'checking',
        routingNumber: '021000022',
        accountNumber: '123456789',
      });
      expect(badChecksum.statusCode).toBe(400);
      expect(badChecksum.json()).toMatchObject({
        field: 'routingNumber',
        message:
          'routingNumber is not a valid routing number: its check digit does not match; check the digits',
      });
      expect(
        (
          await put({
            method: 'directDeposit',
            accountType: 'checking',
            routingNumber: '02100002',
            accountNumber: '123456789',
          })
        ).json(),
      ).toMatchObject({
        field: 'routingNumber',
        message: 'routingNumber must be the 9 digits of an ABA routing number',
      });
      expect(
        (
          await put({
            method: 'directDeposit',
            accountType: 'checking',
            routingNumber: '021000021',
            accountNumber: '12',
          })
        ).json().field,
      ).toBe('accountNumber');
      expect(
        (
          await put({ method: 'directDeposit', routingNumber: '021000021', accountNumber: '123456789' })
        ).json().field,
      ).toBe('accountType');
      expect((await put({ method: 'wire' })).statusCode).toBe(400);
      const saved = await put({
        method: 'directDeposit',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '987654321',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().disbursement).toEqual({
        method: 'directDeposit',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '****4321',
      });
      expect(JSON.stringify((await call('GET', `/api/v2/application/${appId}/loan`)).json())).not.toContain(
        '987654321',
      );
      const raw = await t.db.orm.execute(
        sql`SELECT disbursement::text AS d FROM loans WHERE application_id = ${Number(appId)}`,
      );
      const rows = (Array.isArray(raw) ? raw : (raw as { rows: { d: string }[] }).rows) as { d: string }[];
      expect(rows[0]?.d).not.toContain('987654321');
      expect(rows[0]?.d).toContain('enc:v1:');

      const check = await put({ method: 'check' });
      expect(check.json().disbursement).toEqual({
        method: 'check',
        mailTo: '418 Maple Avenue, Columbus, OH 43215',
      });
      expect(
        (await call('GET', `/api/v2/application/${appId}/disbursement`)).json().disbursement.method,
      ).toBe('check');
      expect(await eventKinds(appId)).toEqual(['submitted', 'disbursement-chosen', 'disbursement-chosen']);
    });
  });
});
