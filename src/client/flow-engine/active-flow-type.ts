import { DEFAULT_FLOW_TYPE } from '../../shared/constants.ts';

export interface FlowTypeSources {
  /** `flowConfig.flowType` of the loaded application: the truth once it is known. */
  fromApplication?: string | null;
  /** Session `flowType-{appId}`: what this browser saw the application as. */
  storedForApplication?: string | null;
  /** Session `flowConfig`: the flow chosen before any application existed (`?flowType=` on log-in). */
  chosenBeforeApplication?: string | null;
}

/** The flow whose routes the borrower gets: the first known type of the sources, in that order, else slim-1. */
export function chooseFlowType(sources: FlowTypeSources, isKnown: (flowType: string) => boolean): string {
  const candidates = [sources.fromApplication, sources.storedForApplication, sources.chosenBeforeApplication];
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (isKnown(candidate)) return candidate;
    console.warn(`Flow type "${candidate}" has no flows/${candidate}.json; trying the next source`);
  }
  return DEFAULT_FLOW_TYPE;
}
