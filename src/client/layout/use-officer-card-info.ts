import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { readSessionOfficerInfo, type SessionLoanOfficerInfo } from '../branding/session-officer-info.ts';

export interface OfficerCardInfo {
  info: SessionLoanOfficerInfo | null;
  loading: boolean;
}

/**
 * Spec 4.12: the card polls session storage every 200 ms, up to 10 times, until the officer info appears, then
 * stops loading. `refreshKey` restarts the polling (e.g. when the branding calls settle after the 10 tries).
 */
export function useOfficerCardInfo(officerId: string, refreshKey: unknown): OfficerCardInfo {
  const [state, setState] = useState<OfficerCardInfo>(() => {
    const info = readSessionOfficerInfo(officerId);
    return { info, loading: info === null };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only restarts the polling.
  useEffect(() => {
    const first = readSessionOfficerInfo(officerId);
    if (first) {
      setState({ info: first, loading: false });
      return;
    }
    setState({ info: null, loading: true });
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const info = readSessionOfficerInfo(officerId);
      if (info || tries >= TIMINGS.officerCardPollTimes) {
        window.clearInterval(timer);
        setState({ info, loading: false });
      }
    }, TIMINGS.officerCardPollMs);
    return () => window.clearInterval(timer);
  }, [officerId, refreshKey]);
  return state;
}
