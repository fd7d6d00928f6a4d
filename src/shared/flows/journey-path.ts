/**
 * A journey is the borrower's steps (every section but the co-borrower's) or the co-borrower's own steps. Its main
 * path starts where the journey starts and follows each step's default branch (the one without "when") to its end.
 * Each step of the journey gets a rank (its order along the journey) and the share of the journey done there:
 * - on the main path: its position, floor(100 × index / (steps − 1)), so 100 only at the last step;
 * - on a branch Continue takes from the main path (a co-borrower's invitation, a former address): the share of the
 *   step the branch leaves from, so the bar holds while the borrower answers it;
 * - on a way into the main path from outside (log-in's steps, the property value detour pricing sends to): the share
 *   of the main-path step it leads to (never the last one's 100).
 * So the share never falls along Continue, whatever the answers. Steps neither on nor into the journey (the tester's
 * page) are not in it.
 */
import { findStep, landingStep, nextTargets } from './flow-navigation.ts';
import { COBORROWER_SECTION, type FlowFile, isScreen, type Next, type ScreenStep } from './flow-types.ts';

export type JourneyName = 'borrower' | 'coborrower';

export interface JourneyStep {
  step: ScreenStep;
  /** Order along the journey: the main path's index, a branch between its two steps. */
  rank: number;
  /** Per cent of the journey done at this step. */
  share: number;
  onMainPath: boolean;
}

export interface Journey {
  name: JourneyName;
  main: ScreenStep[];
  /** Every step of the journey by path, in rank order. */
  steps: Map<string, JourneyStep>;
}

export const journeyNameOf = (step: Pick<ScreenStep, 'section'>): JourneyName =>
  step.section === COBORROWER_SECTION ? 'coborrower' : 'borrower';

/** Where Continue goes when no condition holds: the branch without "when" (else the last). */
export function defaultNext(next: Next | undefined): string | undefined {
  if (next === undefined || typeof next === 'string') return next;
  return (next.find((branch) => !branch.when) ?? next.at(-1))?.to;
}

function journeyScreens(flow: FlowFile, name: JourneyName): Map<string, ScreenStep> {
  return new Map(
    flow.steps
      .filter(isScreen)
      .filter((step) => journeyNameOf(step) === name)
      .map((step) => [step.path, step]),
  );
}

/** The screen a path shows within the journey (through redirects), if any. */
function screenIn(flow: FlowFile, screens: Map<string, ScreenStep>, path: string): ScreenStep | undefined {
  const step = findStep(flow, path);
  const landed = step && !isScreen(step) ? landingStep(flow, path) : step;
  return landed && isScreen(landed) ? screens.get(landed.path) : undefined;
}

function startOf(
  flow: FlowFile,
  name: JourneyName,
  screens: Map<string, ScreenStep>,
): ScreenStep | undefined {
  if (name === 'borrower') return screenIn(flow, screens, '') ?? [...screens.values()][0];
  const own = [...screens.values()];
  return own.find((step) => step.entry) ?? own[0];
}

const shareAt = (index: number, length: number) =>
  length <= 1 ? 100 : Math.floor((100 * index) / (length - 1));

function mainPath(flow: FlowFile, screens: Map<string, ScreenStep>, start: ScreenStep): ScreenStep[] {
  const path: ScreenStep[] = [];
  const seen = new Set<string>();
  for (let at: ScreenStep | undefined = start; at && !seen.has(at.path); ) {
    seen.add(at.path);
    path.push(at);
    const to = defaultNext(at.next);
    at = to === undefined ? undefined : screenIn(flow, screens, to);
  }
  return path;
}

function computeJourney(flow: FlowFile, name: JourneyName): Journey | undefined {
  const screens = journeyScreens(flow, name);
  const start = startOf(flow, name, screens);
  if (!start) return undefined;
  const main = mainPath(flow, screens, start);
  const leadsTo = (step: ScreenStep) =>
    nextTargets(step.next).flatMap((to) => screenIn(flow, screens, to) ?? []);
  const placed = new Map<string, JourneyStep>();
  main.forEach((step, index) => {
    placed.set(step.path, { step, rank: index, share: shareAt(index, main.length), onMainPath: true });
  });
  // Branches: what Continue reaches from the main path without it, placed after the step they leave from.
  main.forEach((from, index) => {
    const waiting = leadsTo(from);
    while (waiting.length > 0) {
      const step = waiting.shift() as ScreenStep;
      if (placed.has(step.path)) continue;
      placed.set(step.path, {
        ...(placed.get(from.path) as JourneyStep),
        step,
        rank: index + 0.5,
        onMainPath: false,
      });
      waiting.push(...leadsTo(step));
    }
  });
  // Ways in: steps whose default way on joins the journey, placed just before the step they join at.
  for (const step of screens.values()) {
    if (placed.has(step.path)) continue;
    const way: ScreenStep[] = [];
    let at: ScreenStep | undefined = step;
    while (at && !placed.has(at.path) && !way.includes(at)) {
      way.push(at);
      const to = defaultNext(at.next);
      at = to === undefined ? undefined : screenIn(flow, screens, to);
    }
    const joined = at && placed.get(at.path);
    if (!joined) continue;
    const share = Math.min(joined.share, shareAt(main.length - 2, main.length));
    for (const wayStep of way)
      placed.set(wayStep.path, { step: wayStep, rank: joined.rank - 0.5, share, onMainPath: false });
  }
  const steps = new Map([...placed].sort(([, a], [, b]) => a.rank - b.rank));
  return { name, main, steps };
}

const cache = new WeakMap<FlowFile, Map<JourneyName, Journey | undefined>>();

/** The journey of this name in the flow (undefined: the flow has no such steps). Computed once per flow. */
export function journeyOf(flow: FlowFile, name: JourneyName): Journey | undefined {
  let journeys = cache.get(flow);
  if (!journeys) {
    journeys = new Map();
    cache.set(flow, journeys);
  }
  if (!journeys.has(name)) journeys.set(name, computeJourney(flow, name));
  return journeys.get(name);
}
