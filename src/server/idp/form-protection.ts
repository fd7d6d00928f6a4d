import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from './context.ts';

/**
 * Login CSRF (issue 19 item 2): every state-changing form of the provider carries a token that is the HMAC of
 * a random cookie and the form's name (signed double-submit), and the browser must say the POST is same-origin.
 */
export const CSRF_COOKIE = 'idp_csrf';
export const CSRF_FIELD = 'csrf_token';

/** The forms a token is bound to: a token shown on one cannot be replayed on another. */
export type ProtectedForm = 'authorize' | 'logout';

function formToken(secret: Buffer, cookieValue: string, form: ProtectedForm): string {
  return createHmac('sha256', secret).update(`csrf:${form}:${cookieValue}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token to render in the form, setting the browser's CSRF cookie first when it has none. */
export function csrfTokenFor(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: IdpContext,
  form: ProtectedForm,
): string {
  let cookieValue = request.cookies[CSRF_COOKIE];
  if (!cookieValue || !/^[A-Za-z0-9_-]{43}$/.test(cookieValue)) {
    cookieValue = randomBytes(32).toString('base64url');
    reply.setCookie(CSRF_COOKIE, cookieValue, {
      path: '/idp',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
    });
    // A re-render in the same request reads the fresh value.
    request.cookies[CSRF_COOKIE] = cookieValue;
  }
  return formToken(ctx.keys.hmacSecret, cookieValue, form);
}

/** Why a form POST is refused, or undefined when it came from the provider's own page in this browser. */
export function forgedFormReason(
  request: FastifyRequest,
  ctx: IdpContext,
  form: ProtectedForm,
): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `sec-fetch-site ${String(site)}`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = [new URL(ctx.config.issuer).origin, `${request.protocol}://${request.host}`];
    if (!own.includes(origin)) return 'foreign origin';
  }
  const cookieValue = request.cookies[CSRF_COOKIE];
  const sent = (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
  if (!cookieValue || typeof sent !== 'string') return 'missing csrf token';
  if (!sameText(sent, formToken(ctx.keys.hmacSecret, cookieValue, form))) return 'wrong csrf token';
  return undefined;
}
