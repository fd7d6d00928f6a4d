import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, mailOutbox } from '../../../src/server/db/schema.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import {
  authorizeRequest,
  codeFrom,
  formCsrf,
  mailTo,
  sessionCookie,
  submitFormInBrowser,
  submitSignUpCode,
} from '../../support/authorize-flow.ts';
import { GOOD_PASSWORD, signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 22: the pages and mails the server writes itself speak the borrower's language (ui_locales from the SPA, the
// lang cookie, Accept-Language), with <html lang> to match, and keep it through every page of a sign-up.

/** Texts of the English pages that must not show on a Spanish one. */
const ENGLISH = [
  'Create your account',
  'First name',
  'Password rules',
  '>Log in<',
  'Check your email',
  '>Continue<',
  'Verify your identity',
  'Date of birth',
  '>Cancel<',
];

const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const englishIn = (html: string) => ENGLISH.filter((text) => html.includes(text));

let serial = 0;
const freshEmail = () => {
  serial += 1;
  return `nueva-${Date.now().toString(36)}${serial}@example.com`;
};

describe.each(backends)('server-written pages and mails in Spanish (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const authorizePage = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/idp/authorize?${new URLSearchParams({ ...params, prompt: 'login' })}`, headers });

  it('shows the sign-up page in Spanish for ui_locales=es, and remembers the choice in the lang cookie', async () => {
    const { params } = authorizeRequest({ screen_hint: 'signup', ui_locales: 'es-419 en' });
    const page = await authorizePage(params);
    expect(page.statusCode).toBe(200);
    expect(lang(page.body)).toBe('es');
    expect(page.body).toContain('<h1>Cree su cuenta</h1>');
    expect(page.body).toContain('<label for="given_name">Nombre</label>');
    expect(page.body).toContain('<li>Al menos 8 caracteres</li>');
    expect(page.body).toContain('Seguridad de la contraseña: fuerte');
    expect(englishIn(page.body)).toEqual([]);
    // The forms carry the language on; a link offers English, named and marked in English.
    expect(page.body).toContain('<input type="hidden" name="ui_locales" value="es">');
    expect(page.body).toMatch(
      /<a href="authorize\?[^"]*ui_locales=en[^"]*" lang="en" hreflang="en">English<\/a>/,
    );
    const cookies = [page.headers['set-cookie'] ?? []].flat().join('\n');
    expect(cookies).toMatch(/(^|\n)lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('takes the lang cookie, then Accept-Language, when the request names no language', async () => {
    const { params } = authorizeRequest();
    const byHeader = await authorizePage(params, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(lang(byHeader.body)).toBe('es');
    expect(byHeader.body).toContain('<h1>Iniciar sesión</h1>');
    const byCookie = await authorizePage(params, { 'accept-language': 'es-MX', cookie: 'lang=en' });
    expect(lang(byCookie.body)).toBe('en');
    expect(byCookie.body).toContain('<h1>Log in</h1>');
    const english = await authorizePage(params);
    expect(lang(english.body)).toBe('en');
  });

  it('refuses a Spanish sign-up form in Spanish, listing every problem', async () => {
    const { params } = authorizeRequest({ screen_hint: 'signup', ui_locales: 'es' });
    const { response } = await submitFormInBrowser(t.app, params, {
      mode: 'signup',
      email: 'no-es-un-correo',
      password: 'corta',
      given_name: '',
      family_name: 'Reyes',
    });
    expect(response.statusCode).toBe(400);
    expect(lang(response.body)).toBe('es');
    expect(response.body).toContain('Hay 3 problemas');
    expect(response.body).toContain('Ingrese su nombre.');
    expect(response.body).toContain('Ingrese un correo electrónico válido.');
    expect(response.body).toContain('La contraseña es demasiado débil. Necesita: Al menos 8 caracteres;');
  });

  it('signs up in Spanish: the code page, the code mail in the outbox and a new code all in Spanish', async () => {
    const email = freshEmail();
    const { params } = authorizeRequest({ screen_hint: 'signup', ui_locales: 'es' });
    const form = await submitFormInBrowser(t.app, params, {
      mode: 'signup',
      email,
      password: GOOD_PASSWORD,
      given_name: 'Lucía',
      family_name: 'Reyes',
    });
    const codePage = form.response;
    expect(codePage.statusCode).toBe(200);
    expect(lang(codePage.body)).toBe('es');
    expect(codePage.body).toContain('<h1>Revise su correo electrónico</h1>');
    expect(codePage.body).toContain(
      `Enviamos un código de 6 dígitos a <strong>${email}</strong>. Ingréselo para terminar de crear su cuenta.`,
    );
    expect(codePage.body).toContain('El código es válido durante 15 minutos.');
    expect(englishIn(codePage.body)).toEqual([]);

    const [mail] = await mailTo(t.db.orm, email);
    expect(mail?.subject).toMatch(/^Su código de registro de .+$/);
    const code = /cuenta de .+ es (\d{6})\./.exec(mail?.bodyText ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.bodyText).toContain('Ingréselo en la página de registro en un plazo de 15 minutos.');
    // The outbox page shows the mail as it was written.
    const outbox = await t.app.inject({ url: '/dev/outbox' });
    expect(outbox.body).toContain(mail?.subject as string);
    expect(outbox.body).toContain('Ingréselo en la página de registro');

    const page = { body: codePage.body, cookie: form.cookie };
    const wrong = await submitSignUpCode(t.app, page, { code: code === '000000' ? '111111' : '000000' });
    expect(lang(wrong.body)).toBe('es');
    expect(wrong.body).toContain(
      'Ese código no es correcto. Revise el correo electrónico e inténtelo de nuevo (quedan 4 intentos).',
    );
    const resent = await submitSignUpCode(t.app, page, { action: 'resend' });
    expect(resent.body).toContain(`Enviamos un código nuevo a ${email}.`);
    const mails = await mailTo(t.db.orm, email, 2);
    expect(mails).toHaveLength(2);
    expect(mails.every((sent) => sent.subject.startsWith('Su código de registro'))).toBe(true);
    const newest = mails.sort((a, b) => a.id - b.id).at(-1);
    const newCode = /es (\d{6})\./.exec(newest?.bodyText ?? '')?.[1] as string;

    const done = await submitSignUpCode(t.app, { body: resent.body, cookie: form.cookie }, { code: newCode });
    expect(done.statusCode).toBe(302);
    expect(codeFrom(done.headers.location)).toBeTruthy();
    expect(sessionCookie(done.headers['set-cookie'])).toMatch(/^idp_session=/);
  });

  it('tells the owner of a taken email in the language of the sign-up, with the same page as a new email', async () => {
    const email = freshEmail();
    const { params } = authorizeRequest({ screen_hint: 'signup' });
    const first = await submitFormInBrowser(t.app, params, {
      mode: 'signup',
      email,
      password: GOOD_PASSWORD,
      given_name: 'Ana',
      family_name: 'Reyes',
    });
    const [codeMail] = await mailTo(t.db.orm, email);
    const code = /account is (\d{6})\./.exec(codeMail?.bodyText ?? '')?.[1] as string;
    expect(
      (await submitSignUpCode(t.app, { body: first.response.body, cookie: first.cookie }, { code }))
        .statusCode,
    ).toBe(302);

    const spanish = { ...authorizeRequest({ screen_hint: 'signup' }).params, ui_locales: 'es' };
    const again = await submitFormInBrowser(t.app, spanish, {
      mode: 'signup',
      email,
      password: GOOD_PASSWORD,
      given_name: 'Ana',
      family_name: 'Reyes',
    });
    expect(again.response.body).toContain('<h1>Revise su correo electrónico</h1>');
    const notice = (await mailTo(t.db.orm, email, 2)).find((mail) =>
      mail.subject.startsWith('Ya tiene una cuenta'),
    );
    expect(notice?.bodyText).toMatch(/^Hola, Ana:/);
  });

  it('keeps the log-in form, its CSRF protection and the log-out pages working in Spanish', async () => {
    const { params } = authorizeRequest({ ui_locales: 'es' });
    const csrf = await formCsrf(t.app, params);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
      payload: new URLSearchParams({
        ...params,
        mode: 'login',
        email: 'a@example.com',
        password: 'x',
      }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(lang(forged.body)).toBe('es');
    expect(forged.body).toContain('El formulario venció');
    const wrong = await submitFormInBrowser(t.app, params, {
      mode: 'login',
      email: 'nadie@example.com',
      password: 'Incorrecta-123',
    });
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.body).toContain('Correo electrónico o contraseña incorrectos.');
    const loggedOut = await t.app.inject({ url: '/idp/v2/logout', headers: { cookie: 'lang=es' } });
    expect(lang(loggedOut.body)).toBe('es');
    expect(loggedOut.body).toContain('Ha cerrado la sesión');
  });

  /** An application kept in `locale` (as the borrower's choice of language puts it, migration 0028). */
  async function applicationIn(authorization: string, locale: 'en' | 'es') {
    const appId = await applicationWith(t.app, authorization, prequalAnswers());
    await t.db.orm
      .update(applications)
      .set({ locale })
      .where(eq(applications.id, Number(appId)));
    return appId;
  }

  it('shows the hosted verification pages in the application’s language, errors included', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationIn(authorization, 'es');
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v2/idv/create-token',
      headers: { authorization },
      payload: {
        appId,
        product: 'identity_verification',
        returnPath: `/1464945/applicant/id?appId=${appId}`,
      },
    });
    const { linkToken, hostedUrl } = token.json().data as { linkToken: string; hostedUrl: string };
    const page = await t.app.inject({ url: hostedUrl, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(lang(page.body)).toBe('es');
    expect(page.body).toContain('<h1>Verifique su identidad</h1>');
    expect(page.body).toContain('Servicio de verificación (simulador)');
    expect(page.body).toContain('>Fecha de nacimiento</label>');
    expect(englishIn(page.body)).toEqual([]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/verification-sim/identity',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: linkToken,
        dateOfBirth: '',
        ssnLast4: '12',
        action: 'verify',
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(lang(refused.body)).toBe('es');
    expect(refused.body).toContain('Revise sus respuestas');
    expect(refused.body).toContain('Ingrese los últimos cuatro dígitos de su número de Seguro Social');

    // A link that names no application (unknown or spent) speaks the browser's language.
    const unknown = await t.app.inject({
      url: '/verification-sim/identity?token=nope',
      headers: { 'accept-language': 'es' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(lang(unknown.body)).toBe('es');
    expect(unknown.body).toContain('Este enlace de verificación ha vencido');
  });

  it('mails the co-borrower invitation in the application’s language', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationIn(authorization, 'es');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/coborrower/application/${appId}/basic-info`,
      headers: { authorization },
      payload: {
        firstName: 'Jordan',
        lastName: 'Reyes',
        email: 'jordan.es@example.org',
        relationship: 'Spouse',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await t.db.orm
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'jordan.es@example.org'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe('Le invitan a presentar una solicitud como coprestatario');
    expect(mail?.bodyText).toMatch(/^Hola, "Jordan":/);
    expect(mail?.bodyText).toMatch(/Este enlace funciona una sola vez y vence el \d+ de \w+ de \d{4}/);
  });
});
