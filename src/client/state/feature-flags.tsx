import { createContext, type ReactNode, useContext } from 'react';
import type { FeatureFlags } from '../runtime-config.ts';
import { useReadinessReport } from './readiness.tsx';

const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

/**
 * The feature flags of the runtime configuration (e.g. useNewDashboardFlow). They arrive with `/config.json`,
 * before anything renders, so the gate's 'featureFlags' condition is met as soon as this provider mounts.
 */
export function FeatureFlagsProvider({ flags, children }: { flags: FeatureFlags; children: ReactNode }) {
  useReadinessReport('featureFlags', true);
  return <FeatureFlagsContext.Provider value={flags}>{children}</FeatureFlagsContext.Provider>;
}

/** Spec 8: a missing feature flag provider is thrown, not silently defaulted. */
export function useFeatureFlags(): FeatureFlags {
  const flags = useContext(FeatureFlagsContext);
  if (!flags) throw new Error('useFeatureFlags must be used inside <FeatureFlagsProvider>.');
  return flags;
}
