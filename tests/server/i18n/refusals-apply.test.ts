/**
 * The refusals a borrower (or co-borrower) meets while applying, in their language (issue 22, item 4): the API
 * words them from the `api` catalogue in the language of `Accept-Language` (the SPA sends the page's), `code` and
 * `field` as they are; without the header they stay English, word for word.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unfinishedCoborrowers } from '../../../src/server/coborrowers/unfinished-coborrowers.ts';
import {
  receiptProblem,
  submissionConsentProblem,
} from '../../../src/server/consents/disclosure-consents.ts';
import { applications, loans } from '../../../src/server/db/schema.ts';
import { lockRefusal, type RateLock, rateSheetRefusal } from '../../../src/server/pricing/rate-lock.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { localeFormat } from '../../../src/shared/i18n/locale-format.ts';
import type { RateSheet } from '../../../src/shared/pricing/rate-sheet-types.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const INVITE = { firstName: 'Jordan', lastName: 'Reyes', relationship: 'Spouse' };
const LEGAL = { firstName: 'Rosa', lastName: 'Alvarez', ssn: '524189630', dateOfBirth: '1984-03-09' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(backends)('refusals while applying, in the borrower’s language (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (
    method: Method,
    url: string,
    {
      payload,
      headers = SPANISH,
      authorization = owner,
    }: { payload?: unknown; headers?: object; authorization?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newApplication = (answers: Record<string, unknown> = prequalAnswers()) =>
    applicationWith(t.app, owner, answers);
  const versionOf = async (appId: string) =>
    (await call('GET', `/api/v2/application/${appId}`)).json().version as number;
  const withdraw = (appId: string) =>
    t.db.orm
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(eq(applications.id, Number(appId)));
  /** The consent, the verified identity and the soft pull: the application can be priced. */
  async function pulled(appId: string) {
    const kind = { kind: 'soft-credit-pull', textVersion: SOFT_CREDIT_PULL_CONSENT.version };
    await call('POST', `/api/v2/application/${appId}/consents`, { payload: kind });
    await verifyIdentity(t.app, owner, appId);
    return call('POST', `/api/v2/applications/${appId}/credit`);
  }

  describe('the application', () => {
    it('is not found, or asks for its version, in Spanish; in English without the header', async () => {
      const missing = await call('GET', '/api/v2/application/999999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No existe la solicitud 999999999');
      const english = await call('GET', '/api/v2/application/999999999', { headers: {} });
      expect(english.json().message).toBe('No application 999999999');

      const appId = await newApplication();
      const unversioned = await call('PATCH', `/api/v2/application/${appId}`, { payload: { loan: {} } });
      expect(unversioned.statusCode).toBe(428);
      expect(unversioned.json().message).toBe(
        'If-Match debe indicar la versión de la solicitud en la que se basa este cambio',
      );
    });

    it('says the answers changed since the version the change was based on', async () => {
      const appId = await newApplication();
      const current = await versionOf(appId);
      const stale = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { loan: { loan_amt: 70000 } },
        headers: { ...SPANISH, 'if-match': `"${current - 1}"` },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(
        `La solicitud cambió desde la versión ${current - 1}; ahora está en la versión ${current}. Vuelva a cargarla y haga el cambio de nuevo.`,
      );
    });

    it('names the state in Spanish for a ZIP code of another state, and the amount in Spanish money', async () => {
      const appId = await newApplication();
      const version = await versionOf(appId);
      const address = { street: '1 Main Street', city: 'Columbus', state: 'NY', zip: '43215' };
      const zip = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { property: { address } },
        headers: { ...SPANISH, 'if-match': `"${version}"` },
      });
      expect(zip.statusCode).toBe(400);
      expect(zip.json()).toMatchObject({
        field: 'property.address.zip',
        code: 'zip_not_in_state',
        message: 'Este código postal no está en Nueva York',
      });

      const amount = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { loan: { loan_amt: 440000 } },
        headers: { ...SPANISH, 'if-match': `"${version}"` },
      });
      expect(amount.statusCode).toBe(400);
      expect(amount.json()).toMatchObject({ field: 'loan.loan_amt', code: 'amount_not_supported' });
      expect(amount.json().message).toMatch(
        /^Lo máximo que esta vivienda permite es \$\d{3},000, según su valor de \$450,000\.$/,
      );
    });

    it('refuses a masked number that is not the one on file, and a closed application, in Spanish', async () => {
      const appId = await newApplication({
        ...prequalAnswers(),
        applicant: { ...prequalAnswers().applicant, legal: LEGAL },
      });
      const masked = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { applicant: { legal: { ssn: '*****0000' } } },
        headers: { ...SPANISH, 'if-match': `"${await versionOf(appId)}"` },
      });
      expect(masked.statusCode).toBe(400);
      expect(masked.json()).toMatchObject({
        field: 'applicant.legal.ssn',
        message:
          'applicant.legal.ssn está oculto y no coincide con el número registrado; envíe los nueve dígitos',
      });

      await withdraw(appId);
      const closed = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { loan: { loan_amt: 70000 } },
        headers: { ...SPANISH, 'if-match': `"${await versionOf(appId)}"` },
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'application_closed',
        field: 'loan.loan_amt',
        message: 'Esta solicitud fue retirada; sus respuestas ya no se pueden cambiar.',
      });
    });
  });

  it('says on which day a submitted application was submitted, as Spanish writes dates', async () => {
    const { appId } = await submittedLoan(t.app, owner);
    const refused = await call('POST', '/api/v2/pricing/reprice', { payload: { applicationId: appId } });
    expect(refused.statusCode).toBe(409);
    const [loan] = await t.db.orm
      .select()
      .from(loans)
      .where(eq(loans.applicationId, Number(appId)));
    if (!loan) throw new Error('the submitted application has no loan');
    const day = loan.createdAt.toISOString().slice(0, 10);
    expect(refused.json()).toMatchObject({
      code: 'application_closed',
      message: `Esta solicitud fue enviada el ${localeFormat('es').longDate(day)}; sus respuestas ya no se pueden cambiar.`,
    });
    expect(refused.json().message).toMatch(/ el \d{1,2} de [a-z]+ de \d{4};/);
  });

  describe('the credit check', () => {
    it('asks for the consent, then the verified identity, in Spanish; a kind it does not know is named', async () => {
      const appId = await newApplication();
      const unknown = await call('POST', `/api/v2/application/${appId}/consents`, {
        payload: { kind: 'marketing', textVersion: 'x' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^kind debe ser uno de estos valores: /);

      const noConsent = await call('POST', `/api/v2/applications/${appId}/credit`);
      expect(noConsent.json()).toMatchObject({
        code: 'consent_required',
        message: 'Primero acepte la revisión de crédito.',
      });
      const kind = { kind: 'soft-credit-pull', textVersion: SOFT_CREDIT_PULL_CONSENT.version };
      await call('POST', `/api/v2/application/${appId}/consents`, { payload: kind });
      const unverified = await call('POST', `/api/v2/applications/${appId}/credit`);
      expect(unverified.json()).toMatchObject({
        code: 'identity_unverified',
        message: 'Primero verifique su identidad, para que revisemos su propio expediente de crédito.',
      });
      const noReport = await call('GET', `/api/v2/applications/${appId}/liabilities`);
      expect(noReport.statusCode).toBe(404);
      expect(noReport.json().message).toBe(
        'Todavía no se ha hecho una revisión de crédito para esta solicitud',
      );
    });

    it('tells the result in Spanish and names a debt that is not the application’s', async () => {
      const appId = await newApplication();
      const pull = await pulled(appId);
      expect(pull.statusCode).toBe(200);
      expect(pull.json().message).toBe('Revisamos su crédito.');
      const payoffs = await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, {
        payload: { payoffs: ['nobody'] },
      });
      expect(payoffs.statusCode).toBe(400);
      expect(payoffs.json()).toMatchObject({
        field: 'payoffs',
        message: 'payoffs indica nobody, que no es una de las deudas de esta solicitud',
      });
    });
  });

  describe('identity verification', () => {
    it('words its refusals in Spanish, and an answer it confirmed stays as it is', async () => {
      const appId = await newApplication({
        ...prequalAnswers(),
        applicant: { ...prequalAnswers().applicant, legal: LEGAL },
      });
      const product = await call('POST', '/api/v2/idv/create-token', {
        payload: { appId, product: 'nope', returnPath: '/2000001/x' },
      });
      expect(product.json()).toMatchObject({
        field: 'product',
        message: expect.stringMatching(/^product debe ser uno de estos valores: identity_verification/),
      });
      const session = await call('POST', `/api/v2/application/${appId}/borrower/verify-id`, {
        payload: { sessionId: 'x' },
      });
      expect(session.json().message).toBe(
        'sessionId debe ser el identificador de la sesión de verificación que devolvió la página del servicio',
      );

      await verifyIdentity(t.app, owner, appId);
      const again = await call('POST', `/api/v2/application/${appId}/borrower/verify-id`, {
        payload: { sessionId: 'session-12345' },
      });
      expect(again.json()).toMatchObject({
        code: 'already_verified',
        message: 'Su identidad ya está verificada.',
      });
      const locked = await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { applicant: { legal: { firstName: 'Someone' } } },
        headers: { ...SPANISH, 'if-match': `"${await versionOf(appId)}"` },
      });
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toMatchObject({
        field: 'applicant.legal.firstName',
        message:
          'applicant.legal.firstName se confirmó mediante la verificación y no se puede cambiar; comuníquese con su oficial de préstamos si no es correcto',
      });
    });
  });

  describe('pricing and the value of the home', () => {
    it('says what pricing waits for, in Spanish', async () => {
      const created = await call('POST', '/api/v2/application?nmlsId=2000001');
      const empty = created.json().data.appId as string;
      const noAddress = await call('POST', '/api/v2/pricing/new', { payload: { applicationId: empty } });
      expect(noAddress.json()).toMatchObject({
        code: 'answers_missing',
        message:
          'Faltan algunas respuestas necesarias para calcular sus ofertas: la dirección de la vivienda que garantiza el préstamo',
      });
      const appId = await newApplication();
      const noCredit = await call('POST', '/api/v2/pricing/new', { payload: { applicationId: appId } });
      expect(noCredit.json()).toMatchObject({
        code: 'credit_required',
        message: 'Acepte la revisión de crédito y complétela antes de calcular sus ofertas',
      });
      const noOffer = await call('POST', '/api/v2/pricing/reprice', { payload: { applicationId: appId } });
      expect(noOffer.json()).toMatchObject({ code: 'no_offer', message: 'Primero elija una oferta.' });
    });

    it('names an offer not made, and what changed since the chosen one was priced, in Spanish', async () => {
      const appId = await newApplication();
      await pulled(appId);
      const priced = await call('POST', '/api/v2/pricing/new', { payload: { applicationId: appId } });
      const [offer] = priced.json().products as { id: string; loanAmount: number; lineAmount?: number }[];
      if (!offer) throw new Error('no offer to choose');
      const notMade = await call('POST', '/api/v2/pricing/offers', {
        payload: { applicationId: appId, productId: 'NOPE-360-0', loanAmount: offer.loanAmount },
      });
      expect(notMade.json()).toMatchObject({
        field: 'productId',
        message: 'NOPE-360-0 no se ofrece con sus respuestas',
      });
      const choice = {
        applicationId: appId,
        productId: offer.id,
        loanAmount: offer.loanAmount,
        ...(offer.lineAmount === undefined ? {} : { lineAmount: offer.lineAmount }),
      };
      expect((await call('POST', '/api/v2/pricing/offers', { payload: choice })).statusCode).toBe(200);
      await call('PATCH', `/api/v2/application/${appId}`, {
        payload: { loan: { loan_amt: 70000 } },
        headers: { 'if-match': `"${await versionOf(appId)}"` },
      });
      const repriced = await call('POST', '/api/v2/pricing/reprice', { payload: { applicationId: appId } });
      expect(repriced.json().message).toBe(
        'Cambió este dato desde que se calculó el precio de estas condiciones: el monto del préstamo.',
      );
    });

    it('refuses a value the home does not have, or an old appraisal, in Spanish', async () => {
      const appId = await newApplication();
      const noAvm = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        payload: { type: 'avm' },
      });
      expect(noAvm.json()).toMatchObject({
        code: 'no_avm_value',
        message: 'No hay un valor automatizado para esta propiedad; elija otra forma de valorarla',
      });
      const old = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        payload: { type: 'prior', value: 450000, appraisalDate: '2019-01-15' },
      });
      expect(old.json()).toMatchObject({
        field: 'appraisalDate',
        message: 'La fecha de la tasación (appraisalDate) debe estar dentro de los últimos 12 meses',
      });
    });

    it('dates the end of a rate lock or of the rates in Spanish, as English dates them', () => {
      const lock = { expiresOn: '2026-12-15', endsWithRateSheet: false, periodDays: 45 } as RateLock;
      expect(lockRefusal(lock, '2026-12-16', 'es')?.message).toBe(
        'La fijación de su tasa por 45 días venció el 15 de diciembre de 2026.',
      );
      expect(lockRefusal(lock, '2026-12-16')?.message).toBe(
        'Your 45-day rate lock expired on December 15, 2026.',
      );
      const sheet = { name: 'B', effectiveDate: '2026-12-01' } as RateSheet;
      const pricedOn = { name: 'A', effectiveDate: '2026-11-02', expirationDate: null };
      expect(rateSheetRefusal(pricedOn, sheet, '2026-12-02', 'es')?.message).toBe(
        'Estas condiciones se calcularon con las tasas vigentes desde el 2 de noviembre de 2026; las tasas vigentes desde el 1 de diciembre de 2026 las reemplazaron.',
      );
    });
  });

  describe('the consents before submission', () => {
    it('say what comes first in Spanish', async () => {
      const appId = Number(await newApplication());
      const sub = (await call('GET', '/api/v2/me')).json().sub as string;
      expect(await receiptProblem(t.db.orm, appId, sub, 'es')).toEqual({
        code: 'esign_consent_required',
        message:
          'Primero acepte recibir documentos electrónicamente: sus divulgaciones se envían solo después de eso.',
      });
      expect(await submissionConsentProblem(t.db.orm, appId, sub, false, undefined, 'es')).toEqual({
        code: 'hard_pull_consent_required',
        message: 'Autorice el informe de crédito completo (una consulta dura) antes de enviar su solicitud.',
      });
    });
  });

  describe('co-borrowers', () => {
    const invite = (appId: string, body: object, headers: object = SPANISH) =>
      call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, { payload: body, headers });
    const email = () => `cb.${Math.random().toString(36).slice(2)}@example.com`;

    it('words what an invitation lacks, the borrower’s own email and the limit of three in Spanish', async () => {
      const appId = await newApplication();
      expect((await invite(appId, INVITE)).json()).toMatchObject({
        field: 'email',
        message: 'Ingrese el correo electrónico de su coprestatario',
      });
      expect((await invite(appId, INVITE, {})).json().message).toBe("Enter your co-borrower's email");
      expect((await invite(appId, { ...INVITE, email: 'rosa@example.com' })).json().message).toBe(
        'Este es su propio correo electrónico. Ingrese el correo electrónico de su coprestatario: él o ella responde su parte desde su propia cuenta.',
      );
      for (let sent = 0; sent < 3; sent++)
        expect((await invite(appId, { ...INVITE, email: email() })).statusCode).toBe(201);
      const fourth = await invite(appId, { ...INVITE, email: email() });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe('Una solicitud puede tener como máximo 3 coprestatarios');

      const waiting = await unfinishedCoborrowers(t.db.orm, Number(appId), 'es');
      expect(waiting?.message).toMatch(
        /^La solicitud todavía no se puede enviar: Jordan Reyes \(.+\), Jordan Reyes \(.+\) y Jordan Reyes \(.+\) todavía no terminan sus partes\./,
      );

      await withdraw(appId);
      expect((await invite(appId, { ...INVITE, email: email() })).json()).toMatchObject({
        code: 'application_closed',
        message: 'La solicitud ya se envió, así que sus coprestatarios ya no se pueden cambiar.',
      });
    });

    it('tells someone signed in with another address where the invitation went, in Spanish', async () => {
      const appId = await newApplication();
      const invited = await invite(appId, { ...INVITE, email: 'jordan.es@example.com' });
      const { contactId } = invited.json().data as { contactId: string };
      const outbox = await t.app.inject({ url: '/dev/outbox' });
      const link = [...outbox.body.matchAll(/href="([^"]+)"/g)]
        .map((match) => (match[1] as string).replaceAll('&amp;', '&'))
        .find((href) => href.includes(`contactId=${contactId}`));
      const token = new URL(link as string).searchParams.get('invite') as string;
      const other = await signedInAs(t.app, `other.${Math.random().toString(36).slice(2)}@example.com`);
      const accept = (body: object) =>
        call('POST', `/api/v2/coborrower/create-account/application/${appId}/contact/${contactId}`, {
          payload: body,
          authorization: other.authorization,
        });
      expect((await accept({})).json().message).toBe(
        'invite es obligatorio: el código del enlace de la invitación',
      );
      const refused = await accept({ invite: token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'invitation_other_email',
        message: `Esta invitación se envió a otra dirección (j***@example.com), no a ${other.email}. Inicie sesión con j***@example.com para aceptarla, o pida al prestatario que envíe la invitación a ${other.email}.`,
      });
    });
  });
});

describe.each(backends)('the daily limit of invitations, in Spanish (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { INVITATIONS_PER_DAY: '1' });
  });
  afterAll(async () => t.close());

  it('says how many a day and how long to wait', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationWith(t.app, authorization, prequalAnswers());
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/coborrower/application/${appId}/basic-info`,
        headers: { authorization, ...SPANISH },
        payload: { ...INVITE, email },
      });
    expect((await invite('first@example.com')).statusCode).toBe(201);
    const second = await invite('second@example.com');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      code: 'invitations_per_day',
      message:
        'Puede enviar como máximo 1 invitación a coprestatarios al día (nuevas, modificadas o reenviadas); puede enviar otra en 24 horas.',
    });
  });
});
