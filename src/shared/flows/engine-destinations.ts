/**
 * The places the engine itself sends a borrower (not a step's `next`): found in a flow by what the step does (its
 * action) or which screen it shows, never by its path, so a product owner may put them at any path. The checker
 * names a destination a flow needs but lacks.
 */
import type { FlowFile, ScreenStep } from './flow-types.ts';
import { isScreen } from './flow-types.ts';

export const ENGINE_DESTINATIONS = {
  softPullConsent: {
    finds: { action: 'recordSoftPullConsent' },
    why: 'the credit check sends a borrower who has not given the soft-pull consent back to it',
  },
  pricing: {
    finds: { screen: 'generate-offers' },
    why: 'a new property value (agreed, appraised or stated) is priced again there',
  },
  offerChoice: {
    finds: { action: 'confirmOffer' },
    why: 'a borrower who comes back to an application at its offers is priced again first',
  },
  valueAgreement: {
    finds: { screen: 'avm-agreement' },
    why: 'pricing sends a borrower there when it needs a property value and the valuation found one',
  },
  valueOptions: {
    finds: { screen: 'appraisal-options' },
    why: 'pricing sends a borrower there when it needs a property value and the valuation found none',
  },
  submission: {
    finds: { screen: 'submit-process' },
    why: 'after submission only it and the steps it leads to still do work; the others show their answers read-only',
  },
} as const;

export type EngineDestination = keyof typeof ENGINE_DESTINATIONS;

/** The step of the flow that is this destination, if the flow has one. */
export function destinationStep(flow: FlowFile, destination: EngineDestination): ScreenStep | undefined {
  const finds: { action?: string; screen?: string } = ENGINE_DESTINATIONS[destination].finds;
  return flow.steps
    .filter(isScreen)
    .find((step) => (finds.action ? step.action === finds.action : step.screen === finds.screen));
}

/** The destination's path; a flow without it is a mistake the checker reports, so this throws. */
export function destinationPath(flow: FlowFile, destination: EngineDestination): string {
  const step = destinationStep(flow, destination);
  if (!step) throw new Error(`Flow ${flow.flowType} has no step for ${destination}`);
  return step.path;
}
