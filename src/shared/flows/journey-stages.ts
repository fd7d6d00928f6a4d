/**
 * The stages of a journey's progress indicator: the flow's own (`stages.borrower`, `stages.coborrower`), or, for a
 * flow that names none, one stage per section in the order the journey meets them (a section met again joins the
 * stages between into one, so the stage never goes back). Which stage a step is in: the stage covering its section;
 * of stages sharing a section, the last one whose `from` step the journey has reached.
 */
import type { FlowFile, ProgressStage } from './flow-types.ts';
import type { Journey, JourneyName } from './journey-path.ts';

/** The co-borrower's steps are one section whose title speaks of them; their own default stage speaks to them. */
const DEFAULT_COBORROWER_STAGE = 'Your part';

function defaultStages(flow: FlowFile, journey: Journey): ProgressStage[] {
  const runs: string[][] = [];
  for (const { step } of journey.steps.values()) {
    const index = runs.findIndex((run) => run.includes(step.section));
    if (index < 0) runs.push([step.section]);
    else if (index < runs.length - 1) runs.splice(index, runs.length - index, runs.slice(index).flat());
  }
  return runs.map((sections) => ({
    title:
      journey.name === 'coborrower'
        ? DEFAULT_COBORROWER_STAGE
        : (flow.sections[sections[0] as string]?.title ?? (sections[0] as string)),
    sections,
  }));
}

export const declaredStages = (flow: FlowFile, name: JourneyName): ProgressStage[] | undefined =>
  flow.stages?.[name];

export function stagesOf(flow: FlowFile, journey: Journey): ProgressStage[] {
  return declaredStages(flow, journey.name) ?? defaultStages(flow, journey);
}

/** The index of the stage the step at `path` is in; -1 when it is in none (or not in the journey). */
export function stageIndexOf(stages: ProgressStage[], journey: Journey, path: string): number {
  const placed = journey.steps.get(path);
  if (!placed) return -1;
  let found = -1;
  stages.forEach((stage, index) => {
    if (!stage.sections.includes(placed.step.section)) return;
    const from = stage.from === undefined ? undefined : journey.steps.get(stage.from);
    const begun = stage.from === undefined || (from !== undefined && from.rank <= placed.rank);
    if (found < 0 || begun) found = index;
  });
  return found;
}
