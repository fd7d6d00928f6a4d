import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/** Redis when REDIS_URL is set (limits shared by every instance), this process's memory otherwise. */
export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}

/**
 * What the operator should hear at start when limits are counted in this process only but the database is
 * PostgreSQL, which usually means several instances: each would allow the whole limit.
 */
export function unsharedRateLimitWarning(
  config: { redisUrl: string | undefined; rateLimits: { enabled: boolean } },
  databaseKind: 'pglite' | 'postgres',
): string | undefined {
  if (config.redisUrl || !config.rateLimits.enabled || databaseKind !== 'postgres') return undefined;
  return 'rate limits are counted in this process only: with more than one instance, set REDIS_URL so they share one count';
}
