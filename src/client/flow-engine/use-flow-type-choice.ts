import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { forgetFlowConfigType, storeFlowConfigType } from '../state/browser-storage.ts';
import { isOpenFlowType } from './flow-registry.ts';

/**
 * `?flowType=long-1` on the log-in page: remembered in session `flowConfig`, so the application created after
 * log-in is of that type. A type with no flow file, or a retired one, makes the link invalid: the page says
 * so rather than start an application of another type, and an earlier choice is forgotten with it.
 */
export function useFlowTypeChoice(): { invalidLink: boolean } {
  const [query] = useSearchParams();
  const chosen = query.get('flowType');
  const invalidLink = chosen !== null && !isOpenFlowType(chosen);
  useEffect(() => {
    if (chosen === null) return;
    if (invalidLink) {
      console.error(`The link's flowType "${chosen}" has no flow file or is retired`);
      forgetFlowConfigType();
    } else storeFlowConfigType(chosen);
  }, [chosen, invalidLink]);
  return { invalidLink };
}
