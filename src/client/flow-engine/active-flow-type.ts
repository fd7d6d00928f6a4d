import { DEFAULT_FLOW_TYPE } from '../../shared/constants.ts';

export interface FlowTypeSources {
  /** `flowConfig.flowType` of the loaded application: the truth once it is known. */
  fromApplication?: string | null;
  /** Session `flowType-{appId}`: what this browser saw the application as. */
  storedForApplication?: string | null;
  /** Session `flowConfig`: the flow chosen before any application existed (`?flowType=` on log-in). */
  chosenBeforeApplication?: string | null;
}

/**
 * The flow type whose routes the borrower gets: the first source that names one, whether or not it has a flow
 * file (the caller shows an error for one that has none, never another flow's routes). With no source, no
 * application exists yet, and the default flow's routes serve until log-in creates one.
 */
export function chooseFlowType(sources: FlowTypeSources): string {
  return (
    sources.fromApplication ||
    sources.storedForApplication ||
    sources.chosenBeforeApplication ||
    DEFAULT_FLOW_TYPE
  );
}
