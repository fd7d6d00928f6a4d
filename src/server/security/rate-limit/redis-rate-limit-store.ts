import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store.ts';

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters shared by every API instance through Redis (REDIS_URL). */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, {
    // A limiter must not hold a request up: a command that cannot run soon fails, and the caller decides.
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    lazyConnect: false,
  });
  // ioredis reconnects by itself; without a listener its errors would be unhandled.
  redis.on('error', () => {});
  return {
    async hit(key, windowSeconds) {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, `rl:${key}`, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async peek(key) {
      const [[, count], [, ttlMs]] = (await redis.multi().get(`rl:${key}`).pttl(`rl:${key}`).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      if (count === null || ttlMs <= 0) return { count: 0, resetInSeconds: 0 };
      return { count: Number(count), resetInSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async close() {
      redis.disconnect();
    },
  };
}
