import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPreferences,
  applications,
  companies,
  consents,
  loanOfficers,
} from '../../../src/server/db/schema.ts';
import { serverMessages } from '../../../src/server/i18n/server-messages.ts';
import { translateNotice } from '../../../src/server/notices/notice-translation.ts';
import {
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
  SOFT_CREDIT_PULL_CONSENT,
} from '../../../src/shared/consents.ts';
import { composeNoticeOfAction } from '../../../src/shared/notices/notice-of-action.ts';
import * as NOTICE_TEXTS from '../../../src/shared/notices/notice-texts.ts';
import { FORM_C1_REASONS } from '../../../src/shared/pricing/decline-reasons.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const SPANISH_NOTE = 'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(backends)('languages on the API (issue 22) (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    authorization: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (authorization: string, headers: Record<string, string> = {}, nmlsId = '2000001') =>
    (await call('POST', `/api/v2/application?nmlsId=${nmlsId}`, authorization, undefined, headers)).json()
      .data.appId as string;
  /** A new signed-in user, with their subject. */
  const newUser = async () => {
    const { authorization } = await signedInUser(t.app);
    const sub = (await call('GET', '/api/v2/me', authorization)).json().sub as string;
    return { authorization, sub };
  };
  const localeOf = async (appId: string) =>
    (
      await t.db.orm
        .select()
        .from(applications)
        .where(eq(applications.id, Number(appId)))
    )[0]?.locale;
  const companyOf = async (nmlsId: string) =>
    (
      await t.db.orm
        .select({ company: loanOfficers.companyNmlsId })
        .from(loanOfficers)
        .where(eq(loanOfficers.nmlsId, nmlsId))
    )[0]?.company as string;

  it('GET /me says null until the caller chooses; PUT /me/locale keeps it on the account and the open applications', async () => {
    const { authorization, sub } = await newUser();
    expect((await call('GET', '/api/v2/me', authorization)).json().locale).toBeNull();
    const open = await create(authorization);
    const closed = await create(authorization);
    await t.db.orm
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(eq(applications.id, Number(closed)));

    const chosen = await call('PUT', '/api/v2/me/locale', authorization, { locale: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ locale: 'es', applications: 1 });
    expect((await call('GET', '/api/v2/me', authorization)).json()).toMatchObject({ sub, locale: 'es' });
    const [stored] = await t.db.orm
      .select()
      .from(accountPreferences)
      .where(eq(accountPreferences.subject, sub));
    expect(stored?.locale).toBe('es');
    expect(await localeOf(open)).toBe('es');
    // A closed application keeps the language it was closed in.
    expect(await localeOf(closed)).toBe('en');
    // The choice carries over to the next application, whatever the browser says.
    expect(await localeOf(await create(authorization, { 'accept-language': 'en-US' }))).toBe('es');

    expect((await call('PUT', '/api/v2/me/locale', authorization, { locale: 'en' })).statusCode).toBe(200);
    expect(await localeOf(open)).toBe('en');
  });

  it('starts a new application in the Accept-Language the company offers, when the caller never chose', async () => {
    const { authorization } = await signedInUser(t.app);
    expect(
      await localeOf(await create(authorization, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })),
    ).toBe('es');
    expect(await localeOf(await create(authorization, { 'accept-language': 'fr-FR' }))).toBe('en');
    expect(await localeOf(await create(authorization))).toBe('en');
  });

  it('refuses a language that is not one, naming the field, in the caller’s language', async () => {
    const { authorization } = await signedInUser(t.app);
    const english = await call('PUT', '/api/v2/me/locale', authorization, { locale: 'fr' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      field: 'body.locale',
      message: 'body.locale must be one of en, es',
    });
    const spanish = await call(
      'PUT',
      '/api/v2/me/locale',
      authorization,
      { locale: 'fr' },
      { 'accept-language': 'es' },
    );
    expect(spanish.json()).toMatchObject({
      field: 'body.locale',
      message: 'body.locale debe ser uno de estos valores: en, es',
    });
    const missing = await call('PUT', '/api/v2/me/locale', authorization, {}, { 'accept-language': 'es-US' });
    expect(missing.json().message).toBe('body.locale es obligatorio');
  });

  it('answers 409 for Spanish where the company turned it off, and the branding call says so', async () => {
    const company = await companyOf('2000002');
    await t.db.orm
      .update(companies)
      .set({ languages: ['en'] })
      .where(eq(companies.nmlsId, company));
    try {
      const { authorization, sub } = await newUser();
      const appId = await create(authorization, { 'accept-language': 'es' }, '2000002');
      // Accept-Language asks for Spanish, but the company speaks English only.
      expect(await localeOf(appId)).toBe('en');
      const refused = await call('PUT', '/api/v2/me/locale', authorization, { locale: 'es' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ field: 'locale', code: 'locale_not_offered', offered: ['en'] });
      expect(refused.json().message).toContain('does not offer Español');
      expect(await t.db.orm.$count(accountPreferences, eq(accountPreferences.subject, sub))).toBe(0);
      // The officer named in the body binds instead: one whose company offers Spanish.
      expect(
        (await call('PUT', '/api/v2/me/locale', authorization, { locale: 'es', nmlsId: '2000001' }))
          .statusCode,
      ).toBe(200);
      const branding = (await t.app.inject('/api/v2/branding/lo/2000002/company/branding')).json();
      expect(branding).toMatchObject({ languages: ['en'], translationNotes: {} });
    } finally {
      await t.db.orm
        .update(companies)
        .set({ languages: ['en', 'es'] })
        .where(eq(companies.nmlsId, company));
    }
  });

  it("gives the company's own governing note in its branding, else the catalogue's", async () => {
    const company = await companyOf('2000001');
    const note = 'Traducción de cortesía: rige la versión en inglés.';
    expect(
      (await t.app.inject('/api/v2/branding/lo/2000001/company/branding')).json().translationNotes,
    ).toEqual({
      es: SPANISH_NOTE,
    });
    await t.db.orm
      .update(companies)
      .set({ translationNotes: { es: note } })
      .where(eq(companies.nmlsId, company));
    try {
      expect(
        (await t.app.inject('/api/v2/branding/lo/2000001/company/branding')).json().translationNotes,
      ).toEqual({
        es: note,
      });
    } finally {
      await t.db.orm.update(companies).set({ translationNotes: {} }).where(eq(companies.nmlsId, company));
    }
  });

  it("names a step's missing answer by its Spanish title for a Spanish caller, and keeps English as it was", async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await create(authorization);
    const save = (version: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/application/${appId}`,
        query: { step: 'applicant/verify' },
        headers: { authorization, 'if-match': `"${version}"`, ...headers },
        payload: { loan: { loan_amt: 60000 } },
      });
    const english = await save(1, {});
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      field: 'applicant.legal.ssn',
      message: 'applicant.legal.ssn is required',
    });
    const spanish = await save(1, { 'accept-language': 'es-MX' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      field: 'applicant.legal.ssn',
      message: 'El campo «Número de Seguro Social» es obligatorio.',
    });
  });

  it('records a consent read in Spanish with the English record and the Spanish shown, with the governing note', async () => {
    const { authorization, sub } = await newUser();
    const appId = await create(authorization);
    const given = await call('POST', `/api/v2/application/${appId}/consents`, authorization, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
      locale: 'es',
    });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ kind: 'soft-credit-pull', shownLocale: 'es' });
    const [row] = await t.db.orm
      .select()
      .from(consents)
      .where(and(eq(consents.applicationId, Number(appId)), eq(consents.subjectSub, sub)));
    // The record is the English text's version and hash; the Spanish shown is kept beside it.
    expect(row).toMatchObject({
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
      textSha256: sha256(SOFT_CREDIT_PULL_CONSENT.text),
      shownLocale: 'es',
    });
    expect(row?.shownText).toBe(
      `${serverMessages('es', 'legal')('consent.soft-credit-pull.text')}\n\n${SPANISH_NOTE}`,
    );
    expect(row?.shownText).toContain('Ley de Informe Justo de Crédito');

    // In English, nothing but the record, as before.
    const { authorization: other, sub: otherSub } = await newUser();
    const otherApp = await create(other);
    const englishConsent = await call('POST', `/api/v2/application/${otherApp}/consents`, other, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    expect(Object.keys(englishConsent.json()).sort()).toEqual(['acceptedAt', 'kind', 'textVersion']);
    const [englishRow] = await t.db.orm.select().from(consents).where(eq(consents.subjectSub, otherSub));
    expect(englishRow).toMatchObject({ shownLocale: 'en', shownText: null });
  });

  it("takes a consent's language from the borrower's choice when the screen does not say", async () => {
    const { authorization, sub } = await newUser();
    const appId = await create(authorization);
    await call('PUT', '/api/v2/me/locale', authorization, { locale: 'es' });
    await call('POST', `/api/v2/application/${appId}/consents`, authorization, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    const [row] = await t.db.orm.select().from(consents).where(eq(consents.subjectSub, sub));
    expect(row).toMatchObject({ shownLocale: 'es', textSha256: sha256(SOFT_CREDIT_PULL_CONSENT.text) });
  });
});

describe('the legal catalogue', () => {
  const en = serverMessages('en', 'legal');
  const es = serverMessages('es', 'legal');

  it('holds the consents and notices word for word in English, the version that governs', () => {
    for (const consent of [SOFT_CREDIT_PULL_CONSENT, HARD_CREDIT_PULL_CONSENT, DISCLOSURES_RECEIPT]) {
      expect(en(`consent.${consent.kind}.text`)).toBe(consent.text);
      expect(en(`consent.${consent.kind}.title`)).toBe(consent.title);
      expect(es(`consent.${consent.kind}.text`)).not.toBe(consent.text);
    }
    E_SIGN_CONSENT.paragraphs.forEach((paragraph, index) => {
      expect(en(`consent.e-sign.${index + 1}.heading`)).toBe(paragraph.heading);
      expect(en(`consent.e-sign.${index + 1}.text`)).toBe(paragraph.text);
    });
    expect(en('notice.ecoa')).toBe(NOTICE_TEXTS.ECOA_NOTICE);
    NOTICE_TEXTS.HOME_LOAN_APPLICANT_NOTICE.forEach((text, index) => {
      expect(en(`notice.homeLoan.${index + 1}`)).toBe(text);
    });
    for (const [key, text] of Object.entries(NOTICE_TEXTS.ACTION_STATEMENTS))
      expect(en(`notice.action.${key}`)).toBe(text);
    for (const [key, text] of Object.entries(FORM_C1_REASONS)) expect(en(`notice.reason.${key}`)).toBe(text);
  });

  it('gives a notice of action in Spanish with its figures, names and addresses kept', () => {
    const notice = composeNoticeOfAction({
      issuedAt: new Date('2026-12-01T15:00:00Z'),
      declines: [{ code: 'creditScore', score: 590, minimumScore: 640 }],
      applicant: { firstName: 'Rosa', lastName: 'Alvarez' },
      property: { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' },
      requestedAmount: 60000,
      creditor: { name: 'Lender', addressLines: ['1 Main St'] },
      agency: { name: 'CFPB', addressLines: ['Washington, DC 20552'] },
    });
    const spanish = translateNotice(notice, [{ code: 'creditScore', score: 590, minimumScore: 640 }], 'es');
    expect(spanish.applicant).toEqual(notice.applicant);
    expect(spanish.action.statement).toBe(es('notice.action.denied'));
    expect(spanish.ecoa.statement).toBe(es('notice.ecoa'));
    expect(spanish.request).toBe(
      'Préstamo o línea de crédito sobre el valor líquido de la vivienda por $60,000, garantizado con 418 Maple Avenue, Columbus, OH 43215',
    );
    expect(spanish.explanations).toEqual([
      'Su puntaje de crédito, 590, es inferior a 640, el puntaje más bajo que acepta este programa.',
    ]);
    expect(spanish.principalReasons).toEqual([
      'Otra, especifique: puntaje de crédito inferior al mínimo que acepta este programa',
    ]);
    expect(translateNotice(notice, [], 'en')).toBe(notice);
  });
});
