import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { CSP_NONCE_PLACEHOLDER, freshNonce } from './csp-nonce.ts';

const identityOrigin = (config: Config) =>
  config.identity.mode === 'auth0' ? ` https://${config.identity.domain.replace(/^https?:\/\//, '')}` : '';

/**
 * The flow studio's own page (`/studio`, `/<officerId>/studio`): its preview compiles the step schemas being
 * edited with Ajv in the browser, which generates code, so that page alone needs 'unsafe-eval'.
 */
const STUDIO_PAGE = /^\/(\d+\/)?studio\/?$/;
export const isStudioPage = (url: string) => STUDIO_PAGE.test(url.split('?')[0] ?? '');

/**
 * The SPA's policy. Scripts only from this origin: no inline script, and no 'unsafe-eval' (the form validators
 * are precompiled at build time) except on the studio's page (`studio`). Styles from this origin and emotion's
 * <style> elements, which carry the response's nonce (src/client/style-nonce.ts).
 */
export function spaContentSecurityPolicy(
  config: Config,
  nonce: string,
  options: { studio?: boolean } = {},
): string {
  const identity = identityOrigin(config);
  return [
    "default-src 'self'",
    options.studio ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Upload previews are blob: and data: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${identity}`,
    // The identity SDK's silent log-in runs in an iframe; its token worker is a blob.
    `frame-src 'self'${identity}`,
    "worker-src 'self' blob:",
    `form-action 'self'${identity}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The embedded identity provider's pages: forms that post to itself, one inline style and (the silent log-in
 * answer) one inline script posting the result to the SPA's hidden frame, both with the response's nonce. The
 * SPA frames that answer, so this origin may frame these pages.
 */
export function identityProviderPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** JSON, files and everything else that is not a page: nothing may run, nothing may frame it. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The page's body with its nonce placeholder replaced, or undefined when it has none. */
function withNonce(payload: unknown, nonce: string): string | undefined {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  return text.includes(CSP_NONCE_PLACEHOLDER) ? text.replaceAll(CSP_NONCE_PLACEHOLDER, nonce) : undefined;
}

/**
 * Security headers on every response. A page that sets its own Content-Security-Policy (the disclosures page,
 * the hosted simulator pages, the outbox, branding images) keeps it: theirs are stricter than the SPA's.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const identityProvider = request.url.startsWith('/idp/');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('x-frame-options'))
      reply.header('x-frame-options', identityProvider ? 'SAMEORIGIN' : 'DENY');
    if (reply.hasHeader('content-security-policy')) return payload;
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!html) {
      reply.header('content-security-policy', NOT_A_PAGE_POLICY);
      return payload;
    }
    const nonce = freshNonce();
    const page = withNonce(payload, nonce);
    reply.header(
      'content-security-policy',
      identityProvider
        ? identityProviderPolicy(nonce)
        : spaContentSecurityPolicy(config, nonce, { studio: isStudioPage(request.url) }),
    );
    return page ?? payload;
  });
}
