/**
 * Rate limits per client address and per user (issue 9): sign-up, log-in and token at the embedded identity
 * provider (the user is the email or username sent), every mutation under /api and upload-URL issuance (the user
 * is the access token's subject). Past a limit: 429 with Retry-After. Counted before the body is validated, after
 * the caller's token is checked, so a refused token costs nothing and a known caller is counted as themselves.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitBucket, RateLimitConfig } from '../../config.ts';
import { acceptedLocale } from '../../i18n/locale-preferences.ts';
import { serverMessages } from '../../i18n/server-messages.ts';
import { requestLocale } from '../../routes/page-locale.ts';
import { tooManyRequests } from '../too-many-requests.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Counted {
  bucket: RateLimitBucket;
  /** Who the request is for beyond its address (an email, a username or a token subject), when known. */
  user?: string;
}

const bodyText = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined;
};

/** What a request counts against; none for reads and for everything else. */
export function countedAs(request: FastifyRequest): Counted[] {
  // The route's own pattern when one matched, so a trailing slash or an encoded letter does not dodge a limit.
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (request.method === 'POST' && path === '/idp/dbconnections/signup')
    return [{ bucket: 'signup', user: bodyText(request, 'email') }];
  // Log-in and token requests count per address only: per account, failures are counted instead (login-guard.ts),
  // so strangers sending attempts for an account cannot lock its owner out (issue 19 item 1).
  if (request.method === 'POST' && path === '/idp/authorize') {
    const mode = bodyText(request, 'mode');
    if (mode === 'signup') return [{ bucket: 'signup', user: bodyText(request, 'email') }];
    // The sign-up code page (issue 19 item 12): a new code is a sign-up, a code entered is a log-in, per address.
    if (mode === 'signup-code' && bodyText(request, 'action') === 'resend') return [{ bucket: 'signup' }];
    return [{ bucket: 'login' }];
  }
  if (request.method === 'POST' && path === '/idp/oauth/token') return [{ bucket: 'token' }];
  if (!MUTATIONS.has(request.method) || !path.startsWith('/api/')) return [];
  const user = request.caller?.sub;
  const counted: Counted[] = [{ bucket: 'mutation', user }];
  if (path.endsWith('/upload-url')) counted.push({ bucket: 'uploadUrl', user });
  return counted;
}

// Emails never reach the store (Redis) in the clear.
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

export function registerRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
  store: RateLimitStore,
): void {
  app.addHook('onClose', async () => store.close());
  if (!config.enabled) return;
  const { windowSeconds, limits } = config;

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = countedAs(request);
    if (counted.length === 0) return;
    let retryAfter = 0;
    let refused: { bucket: RateLimitBucket; scope: string } | undefined;
    try {
      for (const { bucket, user } of counted) {
        const checks = [
          { scope: 'ip', limit: limits[bucket].perIp, id: request.ip },
          { scope: 'user', limit: limits[bucket].perUser, id: user },
        ];
        for (const { scope, limit, id } of checks) {
          if (limit === 0 || id === undefined) continue;
          const { count, resetInSeconds } = await store.hit(
            `${bucket}:${scope}:${hashed(id)}`,
            windowSeconds,
          );
          if (count > limit && resetInSeconds > retryAfter) {
            retryAfter = resetInSeconds;
            refused = { bucket, scope };
          }
        }
      }
    } catch (error) {
      // The counter store (Redis) failing must not lock every borrower out: the request goes on, and the log says so.
      request.log.error({ err: error }, 'rate limit: counter store failed; request allowed');
      return;
    }
    if (!refused) return;
    request.log.warn({ bucket: refused.bucket, scope: refused.scope }, 'rate limit: request refused');
    // The identity provider's requests speak its pages' language (the `lang` cookie first); the API's, the caller's.
    const locale = request.url.startsWith('/idp/') ? requestLocale(request) : acceptedLocale(request);
    return tooManyRequests(reply, retryAfter, {
      message: serverMessages(locale, 'security')('rateLimit', {
        bucket: refused.bucket,
        scope: refused.scope,
        seconds: retryAfter,
      }),
    });
  });
}
