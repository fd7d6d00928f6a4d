import { useEffect } from 'react';
import { APPLICATION_CACHE_TIMES } from '../state/application-cache.ts';
import { applicationCache } from '../state/application-cache-store.ts';

/** Spec 4.2: drops expired, idle or foreign cached applications every 60 seconds. */
export function useApplicationCacheSweep(): void {
  useEffect(() => {
    const timer = window.setInterval(() => applicationCache.sweep(), APPLICATION_CACHE_TIMES.sweepEveryMs);
    return () => window.clearInterval(timer);
  }, []);
}
