import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../src/server/db/database.ts';
import { mailOutbox } from '../../src/server/db/schema.ts';
import { API_AUDIENCE, SPA_CLIENT_ID } from './identity.ts';

export const REDIRECT_URI = 'http://localhost:3000/';

/** The parameters auth0-spa-js sends to /authorize, with a fresh PKCE pair. */
export function authorizeRequest(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params: Record<string, string> = {
    client_id: SPA_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email read:applications offline_access',
    audience: API_AUDIENCE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  };
  return { params, verifier, query: new URLSearchParams(params).toString() };
}

/** The CSRF cookie and token of the provider's form, fetched the way a browser opens it before posting. */
export async function formCsrf(app: FastifyInstance, params: Record<string, string>, cookie?: string) {
  const page = await app.inject({
    method: 'GET',
    url: `/idp/authorize?${new URLSearchParams({ ...params, prompt: 'login' }).toString()}`,
    headers: cookie ? { cookie } : {},
  });
  const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no csrf_token in the form (status ${page.statusCode})`);
  const set = [page.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('idp_csrf='));
  const csrfCookie = set ? (set.split(';')[0] as string) : undefined;
  return { token, cookie: [cookie, csrfCookie].filter(Boolean).join('; ') };
}

/** Submits the provider's log-in or sign-up form the way a browser would: it opens the form, then posts it. */
export async function submitForm(
  app: FastifyInstance,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return (await submitFormInBrowser(app, params, fields, cookie, headers)).response;
}

/** submitForm, with the cookies the browser holds afterwards (to post the page it got next). */
export async function submitFormInBrowser(
  app: FastifyInstance,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const csrf = await formCsrf(app, params, cookie);
  const response = await postAuthorize(
    app,
    csrf.cookie,
    { ...params, csrf_token: csrf.token, ...fields },
    headers,
  );
  return { response, cookie: csrf.cookie };
}

function postAuthorize(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/idp/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The hidden fields of the first form of a provider page, as the browser sends them. */
export function hiddenFieldsOf(html: string): Record<string, string> {
  const form = /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name as string] = (value as string).replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, entity) => ENTITIES[entity] ?? '',
    );
  }
  return fields;
}

/** Sends the sign-up code page's form, as its Continue (a code) or its Send a new code button. */
export function submitSignUpCode(
  app: FastifyInstance,
  codePage: { body: string; cookie: string },
  fields: { code?: string; action?: 'verify' | 'resend' },
  headers: Record<string, string> = {},
) {
  const { code = '', action = 'verify' } = fields;
  return postAuthorize(app, codePage.cookie, { ...hiddenFieldsOf(codePage.body), code, action }, headers);
}

/** The code of the newest sign-up code mail to the address (waiting for the `expected`th such mail). */
export async function mailedSignUpCode(orm: Orm, address: string, expected = 1): Promise<string> {
  for (let tries = 0; ; tries += 1) {
    const codes = (await mailTo(orm, address))
      .filter((mail) => mail.subject.includes('sign-up code'))
      .sort((a, b) => a.id - b.id)
      .map((mail) => /account is (\d{6})\./.exec(mail.bodyText)?.[1]);
    const newest = codes.length >= expected ? codes.at(-1) : undefined;
    if (newest) return newest;
    if (tries >= 40) throw new Error(`no sign-up code mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A sign-up through the provider's form to its end, as a person does it: the form, then the code mailed to the
 * email entered on the page that follows. The answer is the code page's (302 back to the client for a new email).
 */
export async function registerThroughForm(
  app: FastifyInstance,
  orm: Orm,
  params: Record<string, string>,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const signUp = { mode: 'signup', ...fields };
  const form = await submitFormInBrowser(app, params, signUp, options.cookie, options.headers);
  if (form.response.statusCode !== 200) return form.response;
  const code = await mailedSignUpCode(orm, (fields.email ?? '').trim().toLowerCase());
  const codePage = { body: form.response.body, cookie: form.cookie };
  return submitSignUpCode(app, codePage, { code }, options.headers);
}

export function codeFrom(location: string | undefined): string {
  const code = new URL(location ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`no code in redirect ${location}`);
  return code;
}

export function exchangeCode(
  app: FastifyInstance,
  code: string,
  verifier: string,
  redirectUri = REDIRECT_URI,
) {
  return app.inject({
    method: 'POST',
    url: '/idp/oauth/token',
    payload: {
      grant_type: 'authorization_code',
      client_id: SPA_CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    },
  });
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('idp_session='));
  if (!found) throw new Error('no idp_session cookie set');
  return found.split(';')[0] as string;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
}

/** Mail the outbox holds for one address, waiting a little for mail sent without being awaited. */
export async function mailTo(orm: Orm, address: string, expected = 1) {
  for (let tries = 0; ; tries += 1) {
    const rows = await orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    if (rows.length >= expected || tries >= 40) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Log-out the way a browser does it: GET shows the form (never logs out), then POST with its token. */
export async function logOut(
  app: FastifyInstance,
  cookie: string,
  options: { returnTo?: string; scope?: 'this' | 'everywhere'; headers?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({
    client_id: 'lending-spa',
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
  });
  const page = await app.inject({ url: `/idp/v2/logout?${query.toString()}`, headers: { cookie } });
  const token = /name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no log-out form (status ${page.statusCode})`);
  const set = [page.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('idp_csrf='));
  const cookies = [cookie, set?.split(';')[0]].filter(Boolean).join('; ');
  const post = await app.inject({
    method: 'POST',
    url: '/idp/v2/logout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies, ...options.headers },
    payload: new URLSearchParams({
      csrf_token: token,
      ...(options.returnTo ? { returnTo: options.returnTo } : {}),
      ...(options.scope ? { scope: options.scope } : {}),
    }).toString(),
  });
  return { page, post };
}
