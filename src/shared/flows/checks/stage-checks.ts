/**
 * The progress indicator's stages a flow names (`stages.borrower`, `stages.coborrower`): each names sections of its
 * journey, every section the journey goes through is in a stage, a section shared by two stages says where the
 * later one begins (`from`), every stage has steps, and Continue never goes back to an earlier stage.
 */
import { nextTargets } from '../flow-navigation.ts';
import type { FlowFile, ProgressStage } from '../flow-types.ts';
import { type Journey, type JourneyName, journeyOf } from '../journey-path.ts';
import { stageIndexOf } from '../journey-stages.ts';
import { closest, didYouMean, listOf } from './did-you-mean.ts';
import type { FlowContext } from './flow-context.ts';
import type { Found } from './flow-problem.ts';
import { stageLabel, WHOSE } from './stage-labels.ts';

/** Whether Continue can come back from `to` to `from` (an edge of a loop, which the loop check reports). */
function comesBack(flow: FlowFile, from: string, to: string): boolean {
  const seen = new Set<string>();
  const waiting = [to];
  while (waiting.length > 0) {
    const path = waiting.pop() as string;
    if (path === from) return true;
    if (seen.has(path)) continue;
    seen.add(path);
    const step = flow.steps.find((candidate) => candidate.path === path);
    if (step) waiting.push(...(step.kind === 'redirect' ? [step.to] : nextTargets(step.next)));
  }
  return false;
}

function stageProblems(context: FlowContext, journey: Journey, stages: ProgressStage[]): Found[] {
  const { file, flow } = context;
  const name = journey.name;
  const problems: Found[] = [];
  const at = (index: number, ...rest: (string | number)[]) => ['stages', name, index, ...rest];
  const label = (index: number) => stageLabel(name, stages[index]?.title, index);
  const steps = [...journey.steps.values()];
  const journeySections = [...new Set(steps.map(({ step }) => step.section))];
  const wholePerson = name === 'borrower' ? 'the borrower' : 'the co-borrower';
  const unsound = new Set<number>();
  // A misspelt section name explains why the section it was meant for is in no stage: said once.
  const meant = new Set<string>();

  stages.forEach((stage, index) => {
    stage.sections.forEach((section, position) => {
      if (journeySections.includes(section)) return;
      unsound.add(index);
      const declared = section in flow.sections;
      const suggestion = declared ? undefined : closest(section, journeySections);
      if (suggestion) meant.add(suggestion);
      problems.push({
        file,
        where: label(index),
        at: at(index, 'sections', position),
        problem: declared
          ? `it names the section "${section}", but ${wholePerson} goes through no step of it.`
          : `it names the section "${section}", which is not declared in "sections".${didYouMean(section, journeySections)}`,
        fix: `Name sections whose steps ${wholePerson} goes through: ${listOf(journeySections)}.`,
      });
    });
    if (stage.from === undefined) return;
    const from = journey.steps.get(stage.from);
    if (from && stage.sections.includes(from.step.section)) return;
    unsound.add(index);
    problems.push({
      file,
      where: label(index),
      at: at(index, 'from'),
      problem: from
        ? `it begins ("from") at "${stage.from}", which is in the section "${from.step.section}", not one of its own sections.`
        : `it begins ("from") at "${stage.from}", which is not a step ${wholePerson} goes through.${didYouMean(stage.from, journey.steps.keys())}`,
      fix: `Name the first step of this stage, a step of ${listOf(stage.sections)}.`,
    });
  });

  for (const section of journeySections) {
    const covering = stages.flatMap((stage, index) => (stage.sections.includes(section) ? [index] : []));
    if (covering.length === 0 && !meant.has(section)) {
      const its = steps.filter(({ step }) => step.section === section).map(({ step }) => step.path);
      problems.push({
        file,
        where: `${WHOSE[name]} stages`,
        at: ['stages', name],
        problem: `the section "${section}" is in no stage, so its steps (${listOf(its, 4)}) would show no progress.`,
        fix: `Add "${section}" to the "sections" of the stage its steps belong to.`,
      });
    }
    for (const index of covering.slice(1).filter((later) => stages[later]?.from === undefined)) {
      unsound.add(index);
      problems.push({
        file,
        where: label(index),
        at: at(index, 'sections'),
        problem: `the section "${section}" is also in ${label(covering[0] as number)}, and this stage does not say at which step it begins.`,
        fix: `Add "from": the step of "${section}" where this stage begins; or keep "${section}" in one stage.`,
      });
    }
  }
  if (unsound.size > 0) return problems;

  const stageOf = (path: string) => stageIndexOf(stages, journey, path);
  stages.forEach((_stage, index) => {
    if (steps.some(({ step }) => stageOf(step.path) === index)) return;
    problems.push({
      file,
      where: label(index),
      at: at(index),
      problem: `no step is in it: the steps of its sections are all in other stages (their "from" begins later).`,
      fix: 'Remove the stage, or move its "from" (or the next stage\'s) so some steps are in it.',
    });
  });

  const reported = new Set<string>();
  for (const { step } of steps) {
    for (const target of nextTargets(step.next)) {
      const [before, after] = [stageOf(step.path), stageOf(target)];
      if (after < 0 || after >= before || reported.has(`${after}<${before}`)) continue;
      if (comesBack(flow, step.path, target)) continue;
      reported.add(`${after}<${before}`);
      problems.push({
        file,
        where: label(after),
        at: at(after),
        problem: `the stages are out of order against the flow's path: Continue goes from "${step.path}" (in ${label(before)}) to "${target}" (in this stage, which comes before it), so the progress would go back.`,
        fix: `List the stages in the order ${wholePerson} meets them, or move the sections so each stage's steps come after the stage before.`,
      });
    }
  }
  return problems;
}

export function stagesProblems(context: FlowContext): Found[] {
  const declared = context.flow.stages ?? {};
  return (Object.keys(declared) as JourneyName[]).flatMap((name) => {
    const stages = declared[name];
    if (!stages) return [];
    const journey = journeyOf(context.flow, name);
    if (journey) return stageProblems(context, journey, stages);
    return [
      {
        file: context.file,
        where: `${WHOSE[name]} stages`,
        at: ['stages', name],
        problem:
          name === 'coborrower'
            ? 'this flow has no co-borrower steps (section "coborrower"), so these stages would never show.'
            : 'this flow has no borrower steps, so these stages would never show.',
        fix: `Remove "stages"."${name}".`,
      },
    ];
  });
}
