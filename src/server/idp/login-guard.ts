import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginProtectionConfig } from '../config.ts';
import type { Orm } from '../db/database.ts';
import type { RateLimitStore } from '../security/rate-limit/rate-limit-store.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceIdFor, newDeviceCookie } from './device-cookie.ts';
import { createHashingPool, HashingBusyError } from './hashing-pool.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { findUserByEmail, type IdpUser, normaliseEmail } from './users.ts';

/**
 * Log-in by password for the form and the password grant (issue 19 items 1 and 10). Failures, not attempts, are
 * counted: per account, per account and address (or device), and per address, whose attempts then wait longer
 * and longer. A browser holding the account's device cookie is judged only by its own failures, so strangers
 * failing on an account never lock its owner out. Hashing runs in a bounded pool.
 */
export type LoginOutcome =
  | { ok: true; user: IdpUser }
  | { ok: false; reason: 'wrong' }
  /** Refused before checking: each caller words it in its own language (the `idp` catalogue's login.*). */
  | { ok: false; reason: 'throttled' | 'busy'; retryAfter: number };

export interface LoginGuard {
  attempt(request: FastifyRequest, email: string, password: string): Promise<LoginOutcome>;
  /** Marks this browser as a known device of the user after a successful log-in. */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: string): void;
  /** Runs a password hash (sign-up) in the same bounded pool; throws HashingBusyError when full. */
  hash<T>(request: FastifyRequest, task: () => Promise<T>): Promise<T>;
  /**
   * A one-time code check (sign-up, issue 19 item 12): refused while the address backs off after failures, as a
   * log-in is; a wrong code (`failed`) counts as a failure of the address. No account is counted, so nobody can
   * block another person's code.
   */
  checkCode<T>(
    request: FastifyRequest,
    check: () => Promise<T>,
    failed: (result: T) => boolean,
  ): Promise<T | Throttled>;
}

export type Throttled = { ok: false; reason: 'throttled'; retryAfter: number };

interface GuardOptions {
  orm: Orm;
  limits: LoginProtectionConfig;
  /** Absent when rate limits are off (RATE_LIMITS=off): failures are then not counted. */
  store: RateLimitStore | undefined;
  secret: Buffer;
  secureCookies: boolean;
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

export function createLoginGuard(options: GuardOptions): LoginGuard {
  const { orm, limits, store, secret } = options;
  const pool = createHashingPool({
    concurrency: limits.hashConcurrency,
    queue: limits.hashQueue,
    perKey: limits.hashQueuePerAddress,
  });
  const window = limits.failureWindowSeconds;

  const addressKeys = (request: FastifyRequest) => ({
    address: `loginfail:ip:${hashed(request.ip)}`,
    backoff: `loginbackoff:ip:${hashed(request.ip)}`,
  });

  function keysFor(request: FastifyRequest, email: string, deviceId: string | undefined) {
    const account = hashed(normaliseEmail(email));
    return {
      account: `loginfail:account:${account}`,
      // A known device is counted by itself, not with whatever else shares its address.
      accountAddress: deviceId
        ? `loginfail:device:${hashed(deviceId)}`
        : `loginfail:account-ip:${account}:${hashed(request.ip)}`,
      ...addressKeys(request),
    };
  }

  /** The refusal before any hashing, when this client has failed too often. */
  async function refusal(keys: ReturnType<typeof keysFor>, knownDevice: boolean) {
    if (!store) return undefined;
    const own = await store.peek(keys.accountAddress);
    if (own.count >= limits.failuresPerAccountAddress) return { retryAfter: own.resetInSeconds };
    if (knownDevice) return undefined;
    const backoff = await store.peek(keys.backoff);
    if (backoff.count > 0) return { retryAfter: backoff.resetInSeconds };
    const account = await store.peek(keys.account);
    if (account.count >= limits.failuresPerAccount) return { retryAfter: account.resetInSeconds };
    return undefined;
  }

  async function countFailure(keys: ReturnType<typeof keysFor>) {
    if (!store) return;
    await store.hit(keys.account, window);
    await store.hit(keys.accountAddress, window);
    await countAddressFailure(keys);
  }

  async function countAddressFailure(keys: ReturnType<typeof addressKeys>) {
    if (!store) return;
    const { count } = await store.hit(keys.address, window);
    const over = count - limits.backoffAfterFailures;
    if (over > 0) await store.hit(keys.backoff, Math.min(2 ** (over - 1), limits.backoffMaxSeconds));
  }

  async function checkedAttempt(
    request: FastifyRequest,
    email: string,
    password: string,
  ): Promise<LoginOutcome> {
    const user = await findUserByEmail(orm, email);
    const deviceId = user ? deviceIdFor(secret, request.cookies[DEVICE_COOKIE], user.id) : undefined;
    const keys = keysFor(request, email, deviceId);
    const refused = await refusal(keys, deviceId !== undefined);
    if (refused) {
      request.log.warn({ knownDevice: deviceId !== undefined }, 'idp: log-in refused after failures');
      return { ok: false, reason: 'throttled', retryAfter: refused.retryAfter };
    }
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (user && matches) return { ok: true, user };
    await countFailure(keys);
    return { ok: false, reason: 'wrong' };
  }

  return {
    async attempt(request, email, password) {
      try {
        // The whole attempt holds a slot, so a flood from one address is refused before it reaches the database.
        return await pool.run(request.ip, () => checkedAttempt(request, email, password));
      } catch (error) {
        if (!(error instanceof HashingBusyError)) throw error;
        return { ok: false, reason: 'busy', retryAfter: 1 };
      }
    },

    rememberDevice(request, reply, userId) {
      if (deviceIdFor(secret, request.cookies[DEVICE_COOKIE], userId)) return;
      reply.setCookie(DEVICE_COOKIE, newDeviceCookie(secret, userId), {
        path: '/idp',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: DEVICE_COOKIE_MAX_AGE,
      });
    },

    hash(request, task) {
      return pool.run(request.ip, task);
    },

    async checkCode(request, check, failed) {
      const keys = addressKeys(request);
      const backoff = store ? await store.peek(keys.backoff) : undefined;
      if (backoff && backoff.count > 0) {
        request.log.warn('idp: sign-up code refused after failures');
        return { ok: false, reason: 'throttled', retryAfter: backoff.resetInSeconds } satisfies Throttled;
      }
      const result = await check();
      if (failed(result)) await countAddressFailure(keys);
      return result;
    },
  };
}
