/**
 * The refusals a borrower meets after submitting, in the request's language (issue 22): the portal's and the loan's
 * 404s and 409s, the upload refusals, the lookup's mismatch, the closing and payout refusals, a missing or expired
 * token, too many requests and the sign-up API. Without Accept-Language each stays the English it always was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingMessage } from '../../../src/server/loans/submission-readiness.ts';
import { EICAR_TEST_STRING } from '../../../src/server/providers/scanner/malware-scanner.ts';
import { SCANNER_SIMULATOR_FAILURE } from '../../../src/server/providers/scanner/scanner-simulator.ts';
import { E_SIGN_CONSENT, SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { localeFormat } from '../../../src/shared/i18n/locale-format.ts';
import { SUBMISSION_REQUIREMENTS } from '../../../src/shared/submission-requirements.ts';
import { addCalendarDays } from '../../../src/shared/timelines/business-days.ts';
import { UPLOAD_TEXTS } from '../../../src/shared/uploads.ts';
import { dateIn } from '../../../src/shared/zoned-time.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { documentFixture } from '../../support/documents.ts';
import {
  GOOD_PASSWORD,
  passwordGrant,
  SPA_CLIENT_ID,
  signedInUser,
  signUpUser,
  uniqueEmail,
} from '../../support/identity.ts';
import { completeApplication, consentToSubmit, dataSet, submittedLoan } from '../../support/loan.ts';
import { putUpload } from '../../support/portal.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

const SPANISH: Record<string, string> = { 'accept-language': 'es-US,es;q=0.9' };
const spanishDay = (day: string) => localeFormat('es').weekdayDate(day);
const pdf = documentFixture('sample-document.pdf');
const carrying = (text: string) => Buffer.concat([pdf, Buffer.from(`\n${text}\n`, 'latin1')]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

function caller(t: () => TestApp, authorization: () => string) {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t().app.inject({
      method,
      url,
      headers: { authorization: authorization(), ...headers },
      ...(payload ? { payload } : {}),
    });
}

describe('the portal and uploads in Spanish', () => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let loanId: string;
  let loanNumber: string;
  let taskId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { UPLOAD_PENDING_FILES_PER_LOAN: '3' });
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
    const { loan } = await submittedLoan(t.app, owner);
    loanId = loan.id;
    const summary = (await call('GET', `/api/v2/portal/${loanId}/loan`)).json();
    loanNumber = summary.loanNumber;
    taskId = summary.tasks.find((task: { code: string }) => task.code === 'income-proof').id;
  });
  afterAll(async () => t?.close());

  const call = caller(
    () => t,
    () => owner,
  );
  const condition = (action: string, id = taskId) => `/api/v2/portal/${loanId}/conditions/${id}/${action}`;
  const presign = (query: string, headers = SPANISH) =>
    call('POST', `${condition('upload-url')}?filename=a.pdf&${query}`, undefined, headers);
  const satisfy = (body: { loanNumber?: string; s3Key: string }, headers = SPANISH) =>
    call('POST', condition('satisfy'), { loanNumber, ...body }, headers);

  it('answers another borrower’s loan, and a condition the loan does not have, with 404 in Spanish', async () => {
    const asStranger = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/v2/portal/${loanId}`, headers: { authorization: stranger, ...headers } });
    expect((await asStranger(SPANISH)).json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: `No encontramos el préstamo ${loanId}.`,
    });
    expect((await asStranger({})).json().message).toBe(`No loan ${loanId}`);
    const missing = await call(
      'POST',
      `${condition('upload-url', '999999')}?filename=a.pdf&contentType=application/pdf`,
      undefined,
      SPANISH,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`No encontramos la tarea 999999 del préstamo ${loanId}.`);
  });

  it('says the lookup did not match in Spanish, the spec’s sentence in English', async () => {
    const lookup = (headers: Record<string, string>) =>
      call('POST', '/api/v2/portal/lookup', { lastName: 'Nobody', zip: '00000' }, headers);
    const spanish = await lookup(SPANISH);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json()).toMatchObject({
      code: 'lookup_mismatch',
      message: 'No pudimos encontrar su préstamo. Comuníquese con su oficial de préstamos.',
    });
    expect((await lookup({})).json().message).toBe(
      'Unable to locate your loan. Please contact your loan officer.',
    );
  });

  it('refuses a file’s type, its size and a lifetime in Spanish, the spec’s English texts otherwise', async () => {
    const type = await presign('contentType=text/plain');
    expect(type.json()).toMatchObject({
      statusCode: 400,
      field: 'contentType',
      message: 'Tipo de archivo no válido. Solo se permiten PDF, PNG y JPEG.',
    });
    expect((await presign('contentType=text/plain', {})).json().message).toBe(UPLOAD_TEXTS.invalidType);
    const size = await presign(`contentType=application/pdf&size=${11 * 1024 * 1024}`);
    expect(size.json()).toMatchObject({ field: 'size', message: 'El archivo supera los 10 MB.' });
    expect((await presign(`contentType=application/pdf&size=${11 * 1024 * 1024}`, {})).json().message).toBe(
      UPLOAD_TEXTS.tooLarge,
    );
    const ttl = await presign('contentType=application/pdf&ttlSeconds=0');
    expect(ttl.json()).toMatchObject({ field: 'ttlSeconds', message: 'ttlSeconds debe estar entre 1 y 600' });
  });

  it('refuses a submitted file in Spanish: wrong loan number, a foreign or missing key, malware, a failed scan', async () => {
    expect((await satisfy({ loanNumber: 'X-1', s3Key: 'a' })).json()).toMatchObject({
      field: 'loanNumber',
      message: `loanNumber no es el número del préstamo ${loanId}`,
    });
    expect((await satisfy({ s3Key: 'loans/0/conditions/0/x.pdf' })).json()).toMatchObject({
      field: 's3Key',
      message: 'Este archivo no se subió para esta tarea. Vuelva a subirlo.',
    });
    const neverUploaded = `loans/${loanId}/conditions/${taskId}/0123456789abcdef-a.pdf`;
    expect((await satisfy({ s3Key: neverUploaded })).json().message).toBe(
      'No encontramos el archivo que subió. Vuelva a subirlo.',
    );
    expect((await satisfy({ s3Key: neverUploaded }, {})).json().message).toBe(
      's3Key names no uploaded file; upload the file to the upload URL first',
    );

    const uploaded = async (body: Buffer) => {
      const { uploadUrl, key } = (await presign('contentType=application/pdf', {})).json();
      expect((await putUpload(t.app, uploadUrl, body, 'application/pdf')).status).toBe(204);
      return key as string;
    };
    const infected = await satisfy({ s3Key: await uploaded(carrying(EICAR_TEST_STRING)) });
    expect(infected.statusCode).toBe(400);
    expect(infected.json().message).toBe(
      'El análisis antivirus encontró Eicar-Test-Signature en el archivo, así que lo eliminamos. Suba una copia limpia.',
    );
    const unscanned = await satisfy({ s3Key: await uploaded(carrying(SCANNER_SIMULATOR_FAILURE)) });
    expect(unscanned.statusCode).toBe(503);
    expect(unscanned.json()).toMatchObject({
      field: 's3Key',
      message:
        'No pudimos analizar el archivo en busca de virus, así que no lo aceptamos. Inténtelo de nuevo en unos minutos.',
    });
  });

  it('says in Spanish that the loan has as many files waiting as it may', async () => {
    let refused: Awaited<ReturnType<typeof presign>> | undefined;
    for (let tries = 0; tries < 4 && !refused; tries += 1) {
      const answer = await presign('contentType=application/pdf');
      if (answer.statusCode === 429) refused = answer;
    }
    expect(refused?.json()).toMatchObject({ code: 'pending_uploads_limit', limit: 'pendingFiles' });
    expect(refused?.json().message).toMatch(
      /^Este préstamo ya tiene 3 archivos pendientes de enviar, el máximo que puede tener un préstamo\. Envíe los archivos que subió o inténtelo de nuevo en \d+ minutos?, cuando venzan/,
    );
    expect((await presign('contentType=application/pdf', {})).json().message).toMatch(
      /^This loan already has 3 files waiting to be submitted, the most a loan may have\. Submit the files you uploaded, or try again in \d+ minutes, when unused upload links have lapsed\.$/,
    );
  });

  it('refuses a missing or expired token in Spanish', async () => {
    const missing = await t.app.inject({ url: '/api/v2/portal', headers: SPANISH });
    expect(missing.json()).toMatchObject({
      statusCode: 401,
      message: 'Inicie sesión para continuar: la llamada a la API no incluye un token de acceso.',
    });
    expect((await t.app.inject({ url: '/api/v2/portal' })).json().message).toBe(
      'No access token available for API call',
    );
    const expired = await t.app.inject({
      url: '/api/v2/portal',
      headers: { ...SPANISH, authorization: 'Bearer not-a-token' },
    });
    expect(expired.json().message).toBe('Su sesión venció o no es válida. Vuelva a iniciar sesión.');
  });
});

describe('what a submission lacks', () => {
  it('names every requirement by the shared label in English and in Spanish words of its own', () => {
    const fields = [
      { field: 'pricing.product' },
      ...SUBMISSION_REQUIREMENTS.map(({ path }) => ({ field: path })),
    ];
    const labels = ['a chosen offer', ...SUBMISSION_REQUIREMENTS.map(({ label }) => label)];
    expect(missingMessage(fields, 'en')).toBe(
      `The application cannot be submitted yet: it is missing ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}.`,
    );
    expect(missingMessage([{ field: 'military' }], 'es')).toBe(
      'Todavía no se puede enviar la solicitud porque le falta lo siguiente: el servicio militar.',
    );
    expect(missingMessage(fields, 'es')).not.toMatch(/information|history|declarations /);
  });
});

describe('the loan’s refusals in Spanish', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const call = caller(
    () => t,
    () => owner,
  );
  const app = (appId: string, path: string) => `/api/v2/application/${appId}${path}`;

  /** slim-1's minimal borrower with the first offer of the kind asked, submitted. */
  async function submitted(creditType: 'closed-end' | 'open-end') {
    const appId = await applicationWith(t.app, owner, dataSet('slim-1', 'minimal'));
    await call('POST', app(appId, '/consents'), {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    await call('POST', `/api/v2/applications/${appId}/credit`);
    const priced = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json();
    const offer = priced.products.find(
      (product: { creditType: string }) => product.creditType === creditType,
    );
    await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    await consentToSubmit(t.app, owner, appId);
    expect((await call('POST', app(appId, '/submit'))).statusCode).toBe(201);
    return appId;
  }

  it('refuses what an application without an offer or a loan cannot do yet, naming what is missing', async () => {
    const draft = await applicationWith(t.app, owner, prequalAnswers());
    const loan = await call('GET', app(draft, '/loan'), undefined, SPANISH);
    expect(loan.json()).toMatchObject({
      statusCode: 409,
      code: 'not_submitted',
      message: `La solicitud ${draft} todavía no se ha enviado, así que no tiene un préstamo.`,
    });
    const release = await call('POST', app(draft, '/disbursement/release'), undefined, SPANISH);
    expect(release.json().message).toBe(loan.json().message);
    expect((await call('GET', app(draft, '/loan_terms'), undefined, SPANISH)).json()).toMatchObject({
      code: 'no_offer',
      message: 'Primero elija una oferta: los términos del préstamo son los de la oferta elegida.',
    });
    expect((await call('GET', app(draft, '/disclosuresLink'), undefined, SPANISH)).json().message).toBe(
      'Primero elija una oferta: las divulgaciones son las de la oferta elegida.',
    );
    const incomplete = (await call('POST', app(draft, '/submit'), undefined, SPANISH)).json();
    expect(incomplete.code).toBe('incomplete');
    expect(incomplete.message).toMatch(
      /^Todavía no se puede enviar la solicitud porque le falta lo siguiente: una oferta elegida, .+ y .+\.$/,
    );
    expect((await call('POST', app(draft, '/submit'))).json().message).toMatch(
      /^The application cannot be submitted yet: it is missing a chosen offer, .+ and .+\.$/,
    );
    const consent = await call(
      'POST',
      app(draft, '/esign-consent'),
      { textVersion: E_SIGN_CONSENT.version, accepted: true },
      SPANISH,
    );
    expect(consent.json()).toMatchObject({
      code: 'sample_not_opened',
      message:
        'Primero abra el documento de muestra, para confirmar que puede abrir el formato en el que enviamos los documentos.',
    });
  });

  it('says what to do about terms that no longer hold in Spanish', async () => {
    const { appId, offer } = await completeApplication(t.app, owner, 'minimal', 'slim-1', {
      consents: false,
    });
    const { version } = (await call('GET', app(appId, ''))).json();
    const saved = await call(
      'PATCH',
      app(appId, ''),
      { loan: { loan_amt: 110_000 } },
      { 'if-match': `"${version}"` },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const accept = (headers: Record<string, string>) =>
      call('POST', app(appId, '/loan_terms'), { productId: offer.id, accepted: true }, headers);
    const refused = await accept(SPANISH);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('terms_stale');
    expect(refused.json().message).toMatch(/ Elija su oferta de nuevo antes de aceptar sus términos\.$/);
    expect((await accept({})).json().message).toMatch(
      / Choose your offer again before you accept its terms\.$/,
    );
    const wrongOffer = await call(
      'POST',
      app(appId, '/loan_terms'),
      { productId: 'not-the-offer', accepted: true },
      SPANISH,
    );
    expect(wrongOffer.json()).toMatchObject({
      field: 'productId',
      message: `productId debe ser la oferta elegida, ${offer.id}; vuelva a cargar los términos para leerlos`,
    });
  });

  it('gives the closing’s earliest day and its reason, and refuses an earlier or unknown time, in Spanish', async () => {
    const appId = await submitted('closed-end');
    const slots = (await call('GET', app(appId, '/closing/slots'), undefined, SPANISH)).json();
    expect(slots.earliestBecause).toBe(
      'el 7.º día hábil después de que se le envió su Estimación del préstamo',
    );
    expect((await call('GET', app(appId, '/closing/slots'))).json().earliestBecause).toBe(
      'the 7th business day after your Loan Estimate was sent',
    );
    const early = `${addCalendarDays(dateIn('America/New_York'), 4)}T10:00`;
    const tooEarly = await call('PUT', app(appId, '/closing'), { slotId: early }, SPANISH);
    expect(tooEarly.json()).toMatchObject({
      field: 'slotId',
      message: `El horario elegido es anterior al ${spanishDay(slots.earliestDate)}, el primer día posible para el cierre (el 7.º día hábil después de que se le envió su Estimación del préstamo). Elija un horario posterior.`,
    });
    expect((await call('PUT', app(appId, '/closing'), { slotId: early })).json().message).toBe(
      `slotId must be on or after ${slots.earliestDate}, the earliest closing date (the 7th business day after your Loan Estimate was sent); choose a later time`,
    );
    const unknown = await call('PUT', app(appId, '/closing'), { slotId: 'not-a-slot' }, SPANISH);
    expect(unknown.json().message).toBe(
      'El horario elegido ya no está disponible. Vuelva a cargar los horarios y elija otro.',
    );
  });

  it('refuses bank details and a payout before the right to cancel has ended, in Spanish', async () => {
    const appId = await submitted('open-end');
    const deposit = (details: Record<string, string>) =>
      call('PUT', app(appId, '/disbursement'), { method: 'directDeposit', ...details }, SPANISH);
    expect((await deposit({ routingNumber: '123' })).json()).toMatchObject({
      field: 'routingNumber',
      message: 'El número de ruta debe tener los 9 dígitos de un número de ruta ABA.',
    });
    expect((await deposit({ routingNumber: '123456789' })).json().message).toBe(
      'Este no es un número de ruta válido: su dígito de control no coincide. Revise los dígitos.',
    );
    expect((await deposit({ routingNumber: '011000015', accountNumber: '12' })).json().message).toBe(
      'El número de cuenta debe tener de 4 a 17 dígitos.',
    );
    expect((await deposit({ routingNumber: '011000015', accountNumber: '123456' })).json().message).toBe(
      'Elija cuenta de cheques o de ahorros.',
    );

    const release = (headers: Record<string, string>) =>
      call('POST', app(appId, '/disbursement/release'), undefined, headers);
    expect((await release(SPANISH)).json()).toMatchObject({
      code: 'closing_not_held',
      message: 'Su dinero se envía después del cierre. Primero programe su cierre.',
    });
    const [slot] = (await call('GET', app(appId, '/closing/slots'))).json().slots;
    expect((await call('PUT', app(appId, '/closing'), { slotId: slot.id })).statusCode).toBe(200);
    const { rescission } = (await call('GET', app(appId, '/timeline'))).json();
    expect((await release(SPANISH)).json()).toMatchObject({
      code: 'rescission_period',
      moneyFrom: rescission.moneyFrom,
      message: `Su derecho a cancelar termina a la medianoche del ${spanishDay(rescission.endsOn)}; podemos enviarle su dinero a partir del ${spanishDay(rescission.moneyFrom)}.`,
    });
    expect((await release({})).json().message).toBe(
      `Your right to cancel ends at midnight on ${rescission.endsOn}; we can send your money from ${rescission.moneyFrom}.`,
    );
  });
});

describe('too many requests and the sign-up API in Spanish', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      RATE_LIMITS: 'on',
      // Each address below signs up at most twice but the one refused (10.0.3.1), the tests' own 127.0.0.1 too.
      RATE_LIMIT_SIGNUP_PER_IP: '2',
      RATE_LIMIT_MUTATION_PER_USER: '1',
    });
  });
  afterAll(async () => t?.close());

  const signUp = (payload: Record<string, string>, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/dbconnections/signup',
      remoteAddress,
      headers,
      payload: {
        client_id: SPA_CLIENT_ID,
        connection: 'Username-Password-Authentication',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        given_name: 'Rosa',
        family_name: 'Alvarez',
        ...payload,
      },
    });

  it('describes a refused sign-up in the pages’ language: the `lang` cookie, else Accept-Language', async () => {
    const byHeader = await signUp({ given_name: ' ' }, SPANISH, '10.0.2.1');
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toMatchObject({
      code: 'invalid_body',
      field: 'given_name',
      description: 'Ingrese su nombre.',
    });
    const byCookie = await signUp({ email: 'not-an-email' }, { cookie: 'lang=es' }, '10.0.2.2');
    expect(byCookie.json().description).toBe('Ingrese un correo electrónico válido.');
    expect((await signUp({ given_name: ' ' }, {}, '10.0.2.3')).json().description).toBe(
      'Enter your first name.',
    );
  });

  it('keeps the password grant’s error_description English: OAuth allows ASCII only there', async () => {
    const { email } = await signUpUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: SPANISH,
      payload: {
        grant_type: 'password',
        client_id: SPA_CLIENT_ID,
        username: email,
        password: 'Wrong-Password-1',
        audience: 'https://api.lending.local/',
      },
    });
    expect(refused.json()).toEqual({ error: 'invalid_grant', error_description: 'Wrong email or password.' });
    expect((await passwordGrant(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('says too many sign-ups from an address, and too many changes by an account, in Spanish', async () => {
    for (let i = 0; i < 2; i += 1) expect((await signUp({}, SPANISH, '10.0.3.1')).statusCode).toBe(200);
    const signUps = await signUp({}, { cookie: 'lang=es' }, '10.0.3.1');
    expect(signUps.statusCode).toBe(429);
    expect(signUps.json().message).toMatch(
      /^Demasiados intentos de registro desde esta dirección; inténtelo de nuevo en \d+ segundos?\.$/,
    );

    const { authorization } = await signedInUser(t.app);
    const lookup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/portal/lookup',
        headers: { authorization, ...SPANISH },
        payload: { lastName: 'Nobody', zip: '00000' },
      });
    expect((await lookup()).statusCode).toBe(422);
    const changes = await lookup();
    expect(changes.statusCode).toBe(429);
    expect(changes.json().message).toMatch(
      /^Demasiados cambios para esta cuenta; inténtelo de nuevo en \d+ segundos?\.$/,
    );
  });
});
