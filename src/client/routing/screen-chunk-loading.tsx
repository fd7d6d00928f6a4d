import { useReadinessReport } from '../state/readiness.tsx';

/** Suspense fallback for a lazily loaded screen: the loading gate's overlay covers the wait. */
export function ScreenChunkLoading() {
  useReadinessReport('screen', false);
  return null;
}
