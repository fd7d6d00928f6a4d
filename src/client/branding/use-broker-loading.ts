import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';

/**
 * The broker-loading flag (spec 4.11): cleared 100 ms after the branding has settled, and in any case after the
 * 2-second safety time-out, so a slow branding call never holds the page behind the loading screen.
 */
export function useBrokerLoading(settled: boolean, brokerId: string): boolean {
  const [loading, setLoading] = useState(!settled);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new broker starts a new loading period.
  useEffect(() => {
    if (settled) {
      const clear = window.setTimeout(() => setLoading(false), TIMINGS.brokerLoadingClearDelayMs);
      return () => window.clearTimeout(clear);
    }
    setLoading(true);
    const safety = window.setTimeout(() => setLoading(false), TIMINGS.brokerLoadingSafetyTimeoutMs);
    return () => window.clearTimeout(safety);
  }, [settled, brokerId]);
  return loading;
}
