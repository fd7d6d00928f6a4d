/**
 * A co-borrower's credit is pulled too, so their own part ends with their authorisation of the full credit report
 * (a hard inquiry): a step whose action records it, on a screen that shows its text. A flow whose co-borrower can
 * send their answers (the `completeCoborrower` action) by a way that passes no such step would leave the borrower
 * unable to submit, since the server refuses submission until every co-borrower has authorised it.
 */
import { nextTargets } from '../flow-navigation.ts';
import { COBORROWER_SECTION, type FlowStep, isScreen, type ScreenStep } from '../flow-types.ts';
import { listOf } from './did-you-mean.ts';
import { atStep, type FlowContext } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

export const COBORROWER_CONSENT_ACTION = 'recordCoborrowerCreditConsent';
export const COBORROWER_CONSENT_PANEL = 'coborrowerCreditAuthorization';
const COMPLETE_ACTION = 'completeCoborrower';

const targetsOf = (step: FlowStep) => (isScreen(step) ? nextTargets(step.next) : [step.to]);

/** Where the co-borrower's part may begin: their entry steps, and their steps no other step leads to. */
function startsOf(steps: readonly FlowStep[]): ScreenStep[] {
  const led = new Set(steps.flatMap(targetsOf));
  return steps
    .filter(isScreen)
    .filter((step) => step.section === COBORROWER_SECTION && (step.entry || !led.has(step.path)));
}

/** The completion steps the co-borrower reaches from `start` without passing a consent step. */
function completionsWithoutConsent(steps: readonly FlowStep[], start: ScreenStep): Set<string> {
  const byPath = new Map(steps.map((step) => [step.path, step]));
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue: FlowStep[] = [start];
  while (queue.length > 0) {
    const step = queue.shift() as FlowStep;
    if (seen.has(step.path)) continue;
    seen.add(step.path);
    if (isScreen(step) && step.action === COBORROWER_CONSENT_ACTION) continue;
    if (isScreen(step) && step.action === COMPLETE_ACTION) found.add(step.path);
    for (const target of targetsOf(step)) {
      const following = byPath.get(target);
      if (following) queue.push(following);
    }
  }
  return found;
}

export function coborrowerConsentProblems(context: FlowContext): Found[] {
  const { flow } = context;
  const screens = flow.steps.filter(isScreen);
  const problems: Found[] = [];
  const examples = [...context.screens.values()]
    .filter((document) => document.panel === COBORROWER_CONSENT_PANEL)
    .map((document) => document.id);
  const screenHint = examples.length ? ` showing ${listOf(examples, 3)}` : '';
  for (const step of screens.filter((candidate) => candidate.action === COBORROWER_CONSENT_ACTION)) {
    if (step.section !== COBORROWER_SECTION) {
      problems.push(
        atStep(
          context,
          step.path,
          ['action'],
          `its action "${COBORROWER_CONSENT_ACTION}" records a co-borrower's authorization of the full credit report, but the step is the borrower's (section "${step.section}"), so Continue would always fail.`,
          `Put the step in section "${COBORROWER_SECTION}", or remove the action (the borrower authorizes on the disclosures step).`,
        ),
      );
      continue;
    }
    const document = context.screens.get(step.screen);
    if (document && document.panel !== COBORROWER_CONSENT_PANEL) {
      problems.push(
        atStep(
          context,
          step.path,
          ['screen'],
          `it records the co-borrower's authorization of the full credit report, but its screen "${step.screen}" does not show the authorization's text (panel "${COBORROWER_CONSENT_PANEL}"), so the co-borrower would agree to words they never read.`,
          `Show a screen with "panel": "${COBORROWER_CONSENT_PANEL}"${examples.length ? ` (${listOf(examples, 3)})` : ''} on this step.`,
        ),
      );
    }
  }
  const unconsented = new Set(
    startsOf(flow.steps).flatMap((start) => [...completionsWithoutConsent(flow.steps, start)]),
  );
  for (const path of unconsented) {
    problems.push(
      atStep(
        context,
        path,
        ['action'],
        `the co-borrower can send their answers here without authorizing the full credit report on their own credit (a hard inquiry): no step with "action": "${COBORROWER_CONSENT_ACTION}" lies on every way to it. The borrower could then never submit the application.`,
        `Add a co-borrower step${screenHint} with "action": "${COBORROWER_CONSENT_ACTION}" just before "${path}", and make every step that leads to "${path}" lead to it instead.`,
      ),
    );
  }
  return problems;
}
