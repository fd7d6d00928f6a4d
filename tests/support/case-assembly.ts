/**
 * A walker data set for a flow that has none of its own (tests/fixtures/<flowType>/): the answers of the first
 * valid case of each step it walks, from its own case files or else from another flow's cases of the same screen,
 * or else (a step no case answers yet) answers made from the step's schema.
 */
import { nextTargets, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import {
  COBORROWER_SECTION,
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';
import { type Json, mergeAnswers } from './case-answers.ts';
import { asksQuestions, type FlowCases, screenAt, stepFilesOf } from './case-catalog.ts';
import { answersFromSchema } from './schema-answers.ts';

/**
 * The screens a data set goes through: a step that only conditional branches lead to is shown only when a shown
 * step's answers take that branch (e.g. former addresses after under two years at the current one). Steps that
 * nothing leads to (landing and entry steps) are always included; the co-borrower's own steps never (they answer
 * the co-borrower's document: tests/flows/coborrower-steps.test.ts).
 */
export function screensWalkedBy(flow: FlowFile, data: unknown): ScreenStep[] {
  const screens = flow.steps.filter(isScreen);
  const leadingTo = (target: string) =>
    flow.steps.filter((step) =>
      isScreen(step) ? nextTargets(step.next).includes(target) : step.to === target,
    );
  const shown = new Set(screens.filter((step) => leadingTo(step.path).length === 0).map((step) => step.path));
  for (let changed = true; changed; ) {
    changed = false;
    for (const step of screens) {
      if (shown.has(step.path)) continue;
      const reached = leadingTo(step.path).some((from) =>
        isScreen(from) ? shown.has(from.path) && resolveNext(from, data) === step.path : true,
      );
      if (reached) {
        shown.add(step.path);
        changed = true;
      }
    }
  }
  return screens.filter((step) => shown.has(step.path) && step.section !== COBORROWER_SECTION);
}

export interface AssembledDataSet {
  data: Json;
  /** Steps the data set walks that ask questions no valid case answers and their schema defeats the maker of. */
  missing: ScreenStep[];
}

/** The first valid answers of each step of every flow's case files, by the step's flow and path and by screen. */
function validAnswers(all: readonly FlowCases[]) {
  const byStep = new Map<string, Json>();
  const byScreen = new Map<string, Json>();
  for (const cases of all) {
    for (const file of stepFilesOf(cases)) {
      const step = screenAt(cases.flow, file.step);
      const [first] = file.valid;
      if (!step || !first) continue;
      const answers = mergeAnswers(first.given, first.answers);
      byStep.set(`${cases.flowType} ${step.path}`, answers);
      if (!byScreen.has(step.screen)) byScreen.set(step.screen, answers);
    }
  }
  return { byStep, byScreen };
}

export function assembledDataSet(
  flow: FlowFile,
  documents: ReadonlyMap<string, StepDocument>,
  all: readonly FlowCases[],
): AssembledDataSet {
  const { byStep, byScreen } = validAnswers(all);
  let data: Json = {};
  const seen = new Set<string>();
  const missing: ScreenStep[] = [];
  // Each step's answers can lead to steps not walked before (a branch taken), so walk again until none is new.
  for (let grew = true; grew; ) {
    grew = false;
    for (const step of screensWalkedBy(flow, data)) {
      if (seen.has(step.path)) continue;
      seen.add(step.path);
      grew = true;
      if (!asksQuestions(documents.get(step.screen))) continue;
      const answers =
        byStep.get(`${flow.flowType} ${step.path}`) ??
        byScreen.get(step.screen) ??
        answersFromSchema(documents.get(step.screen)?.schema, data);
      if (answers) data = mergeAnswers(data, answers);
      else missing.push(step);
    }
  }
  return { data, missing };
}
