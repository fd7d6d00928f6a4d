import { useBranding } from '../branding/branding-context.ts';
import { useReadinessReport } from '../state/readiness.tsx';

/** Holds the loading gate until the broker's theme is known (spec 4.11; the 2-second safety time-out caps it). */
export function ThemeReadiness() {
  const { broker } = useBranding();
  useReadinessReport('theme', !broker.loading);
  return null;
}
