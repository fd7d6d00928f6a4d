import { landingStep } from '../../shared/flows/flow-navigation.ts';
import { type FlowFile, type FlowStep, isScreen } from '../../shared/flows/flow-types.ts';
import { FLOW_START_STEP } from '../../shared/officer-id.ts';

const checked = new WeakMap<FlowFile, FlowStep[]>();

/**
 * The steps of a flow that get a route. Spec 2.4: a step whose screen has no step file is logged as an error
 * and its route dropped (once per flow file, not on every render).
 */
export function routableSteps(flow: FlowFile, hasStepDocument: (screen: string) => boolean): FlowStep[] {
  const known = checked.get(flow);
  if (known) return known;
  const steps = flow.steps.filter((step) => {
    if (!isScreen(step) || hasStepDocument(step.screen)) return true;
    console.error(
      `Flow ${flow.flowType}: step "${step.path}" names screen "${step.screen}", which has no schemas/steps/${step.screen}.json; its route is dropped`,
    );
    return false;
  });
  checked.set(flow, steps);
  return steps;
}

/** Where the flow's empty path leads (spec 2.3, 2.4: property/address in both flows). */
export function flowStartPath(flow: FlowFile): string {
  return landingStep(flow, '')?.path ?? FLOW_START_STEP;
}
