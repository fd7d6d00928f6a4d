import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storeFlowConfigType } from '../state/browser-storage.ts';
import { isKnownFlowType, knownFlowTypes } from './flow-registry.ts';

/**
 * `?flowType=long-1` on the log-in page: remembered in session `flowConfig`, so the application created after
 * log-in is of that type. A type with no flow file is ignored (with a warning).
 */
export function useFlowTypeChoice(): void {
  const [query] = useSearchParams();
  const chosen = query.get('flowType');
  useEffect(() => {
    if (!chosen) return;
    if (isKnownFlowType(chosen)) storeFlowConfigType(chosen);
    else console.warn(`Unknown flowType "${chosen}"; known: ${knownFlowTypes().join(', ')}`);
  }, [chosen]);
}
