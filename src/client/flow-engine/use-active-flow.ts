import { useSearchParams } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { useApplication } from '../api/application-queries.ts';
import { useLocale } from '../i18n/locale.ts';
import { readAppFlowType, readFlowConfigType, readStoredAppId } from '../state/browser-storage.ts';
import { chooseFlowType } from './active-flow-type.ts';
import { findFlow } from './flow-registry.ts';

/** The application of the current page: `?appId=`, else the one stored in this session. */
export function useCurrentAppId(): string | null {
  const [query] = useSearchParams();
  return query.get('appId') || readStoredAppId();
}

export type ActiveFlow = {
  appId: string | null;
  application: ReturnType<typeof useApplication>;
} & (
  | { flow: FlowFile; unknownFlowType?: undefined }
  /** The application (or this session) names a flow type with no flow file: an error, never another flow. */
  | { flow: null; unknownFlowType: string }
);

/** The flow of the current application (spec 4.5): its routes are the ones the borrower gets. */
export function useActiveFlow(): ActiveFlow {
  const appId = useCurrentAppId();
  const application = useApplication(appId);
  const flowType = chooseFlowType({
    fromApplication: application.data?.flowConfig.flowType,
    storedForApplication: appId ? readAppFlowType(appId) : null,
    chosenBeforeApplication: readFlowConfigType(),
  });
  const flow = findFlow(flowType, useLocale());
  return flow ? { appId, application, flow } : { appId, application, flow: null, unknownFlowType: flowType };
}
