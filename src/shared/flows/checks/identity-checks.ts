/**
 * The soft pull runs on a verified identity (issue 18 item 13): on every way from the flow's start, a step that checks
 * credit or prices offers comes after (or is) a screen with `"requiresVerifiedIdentity": true`, which holds Continue
 * until the borrower has verified; otherwise anyone could type a stranger's name and address and see offers priced
 * on the stranger's credit file. The server refuses such a pull; this tells the product owner before a borrower
 * meets the refusal.
 */
import { destinationStep, ENGINE_DESTINATIONS, type EngineDestination } from '../engine-destinations.ts';
import { nextTargets } from '../flow-navigation.ts';
import { isScreen, type StepDocument } from '../flow-types.ts';
import { atStep, type FlowContext } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

/** The panels that read the credit file, with what the step does in a product owner's words. */
const CREDIT_FILE_PANELS: Record<string, string> = {
  creditCheck: 'runs the soft credit check',
  pricingRun: 'prices offers on the credit file',
  offerChooser: 'shows offers priced on the credit file',
};

export const IDENTITY_PANEL = 'identityVerification';

/**
 * Where a walk starts: the flow's start and its entry steps, except the places the engine itself sends a borrower
 * from a step of the flow (the property value detour after pricing): those are reached along the flow, not from
 * outside it.
 */
function startsOf(context: FlowContext): string[] {
  const { flow } = context;
  const engineSent = new Set(
    (Object.keys(ENGINE_DESTINATIONS) as EngineDestination[]).map(
      (name) => destinationStep(flow, name)?.path,
    ),
  );
  return flow.steps
    .filter((step) => step.path === '' || (isScreen(step) && step.entry && !engineSent.has(step.path)))
    .map((step) => step.path);
}

export function identityProblems(context: FlowContext): Found[] {
  const { flow, screens } = context;
  const steps = new Map(flow.steps.map((step) => [step.path, step]));
  const documentOf = (path: string): StepDocument | undefined => {
    const step = steps.get(path);
    return step && isScreen(step) ? screens.get(step.screen) : undefined;
  };
  const verifier = [...screens.values()].find((document) => document.requiresVerifiedIdentity);
  // The borrower's way to each step not yet verified, shortest first.
  const cameFrom = new Map<string, string | null>();
  const queue: string[] = [];
  for (const start of startsOf(context)) {
    if (!cameFrom.has(start)) {
      cameFrom.set(start, null);
      queue.push(start);
    }
  }
  const problems: Found[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const step = steps.get(path);
    if (!step) continue;
    const document = documentOf(path);
    if (document?.requiresVerifiedIdentity) continue;
    const does = document?.panel ? CREDIT_FILE_PANELS[document.panel] : undefined;
    if (does) {
      const way: string[] = [];
      for (let at: string | null | undefined = path; at !== null && at !== undefined; at = cameFrom.get(at))
        if (at !== '') way.unshift(`"${at}"`);
      const screen = verifier
        ? `schemas/steps/${verifier.id}.json`
        : "the soft-pull consent screen's step file";
      problems.push(
        atStep(
          context,
          path,
          ['screen'],
          `this step ${does}, and the borrower can reach it without verifying their identity first (${way.join(' → ')}). Anyone could type a stranger's name and address and see offers priced on the stranger's credit file; the server refuses the credit check, so the borrower would be stuck here.`,
          `Have the borrower verify their identity on or before the soft-pull consent: its screen (${screen}) needs "panel": "${IDENTITY_PANEL}" and "requiresVerifiedIdentity": true, and every way to "${path}" must pass a step showing that screen.`,
        ),
      );
      continue;
    }
    const targets = isScreen(step) ? nextTargets(step.next) : [step.to];
    for (const target of targets) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, path);
      queue.push(target);
    }
  }
  return problems;
}

/** A screen that holds Continue for a verified identity must let the borrower verify there. */
export function identityScreenProblems(
  file: string,
  where: string,
  document: Partial<StepDocument>,
): Found[] {
  if (!document.requiresVerifiedIdentity || document.panel === IDENTITY_PANEL) return [];
  return [
    {
      file,
      where,
      at: ['requiresVerifiedIdentity'],
      problem: `"requiresVerifiedIdentity" holds Continue until the borrower's identity is verified, but the screen does not show the "${IDENTITY_PANEL}" panel, so the borrower could not verify here and could never go on.`,
      fix: `Add "panel": "${IDENTITY_PANEL}" to the screen, or remove "requiresVerifiedIdentity".`,
    },
  ];
}
