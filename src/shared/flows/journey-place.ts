/**
 * Where a step stands in its journey, for the progress indicator: the stages with the current one, and the share
 * of the journey done.
 *
 * Going back: the indicator shows where the borrower is. Back moves it back with them, since they are really on
 * an earlier step and Continue walks them forward again. An Edit from a later step (`?returnTo=submit/review`)
 * is different: Continue takes the borrower straight back there, so the share stays at that step's and the
 * stages up to it stay done, while the stage of the step being edited is the one marked current.
 */
import type { FlowFile, ProgressStage } from './flow-types.ts';
import { type JourneyName, journeyNameOf, journeyOf } from './journey-path.ts';
import { stageIndexOf, stagesOf } from './journey-stages.ts';

export type StageState = 'done' | 'current' | 'upcoming';

export interface JourneyPlace {
  journey: JourneyName;
  stages: { title: string; state: StageState }[];
  /** The current stage's index in `stages`. */
  current: number;
  /** Per cent of the journey done, 0 to 100. */
  share: number;
}

function placeAt(
  stages: ProgressStage[],
  current: number,
  reached: number,
  share: number,
  journey: JourneyName,
): JourneyPlace {
  return {
    journey,
    current,
    share,
    stages: stages.map((stage, index) => ({
      title: stage.title,
      state: index === current ? 'current' : index < Math.max(current, reached) ? 'done' : 'upcoming',
    })),
  };
}

/**
 * The place of the step at `path`; `returnTo` is the step an Edit returns to. Undefined for a step in no journey
 * or no stage (the tester's page).
 */
export function journeyPlace(
  flow: FlowFile,
  path: string,
  returnTo?: string | null,
): JourneyPlace | undefined {
  const step = flow.steps.find((candidate) => candidate.path === path);
  if (!step || step.kind === 'redirect') return undefined;
  const journey = journeyOf(flow, journeyNameOf(step));
  const here = journey?.steps.get(path);
  if (!journey || !here) return undefined;
  const stages = stagesOf(flow, journey);
  const current = stageIndexOf(stages, journey, path);
  if (current < 0) return undefined;
  const back = returnTo ? journey.steps.get(returnTo) : undefined;
  const ahead = back && back.share > here.share ? back : undefined;
  const reached = ahead ? stageIndexOf(stages, journey, ahead.step.path) : current;
  return placeAt(stages, current, reached, ahead?.share ?? here.share, journey.name);
}

/** The end of a journey: every stage done, the last current, 100 per cent (a co-borrower whose part is submitted). */
export function journeyEnd(flow: FlowFile, name: JourneyName): JourneyPlace | undefined {
  const journey = journeyOf(flow, name);
  const last = journey?.main.at(-1);
  return last ? journeyPlace(flow, last.path) : undefined;
}
