import { useSearchParams } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { useApplication } from '../api/application-queries.ts';
import { readAppFlowType, readFlowConfigType, readStoredAppId } from '../state/browser-storage.ts';
import { chooseFlowType } from './active-flow-type.ts';
import { flowOf, isKnownFlowType } from './flow-registry.ts';

/** The application of the current page: `?appId=`, else the one stored in this session. */
export function useCurrentAppId(): string | null {
  const [query] = useSearchParams();
  return query.get('appId') || readStoredAppId();
}

export interface ActiveFlow {
  appId: string | null;
  flow: FlowFile;
  application: ReturnType<typeof useApplication>;
}

/** The flow of the current application (spec 4.5): its routes are the ones the borrower gets. */
export function useActiveFlow(): ActiveFlow {
  const appId = useCurrentAppId();
  const application = useApplication(appId);
  const flowType = chooseFlowType(
    {
      fromApplication: application.data?.flowConfig.flowType,
      storedForApplication: appId ? readAppFlowType(appId) : null,
      chosenBeforeApplication: readFlowConfigType(),
    },
    isKnownFlowType,
  );
  return { appId, flow: flowOf(flowType), application };
}
