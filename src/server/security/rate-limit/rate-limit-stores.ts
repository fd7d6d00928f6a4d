import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/** Redis when REDIS_URL is set (limits shared by every instance), this process's memory otherwise. */
export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}
