import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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

/** Submits the provider's log-in or sign-up form the way a browser would. */
export function submitForm(
  app: FastifyInstance,
  params: Record<string, string>,
  fields: Record<string, string>,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/idp/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ ...params, ...fields }).toString(),
  });
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
