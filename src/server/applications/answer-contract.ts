/**
 * What a save may write (DESIGN 5.1): a step file is the contract of its answers. Every answer a write changes
 * belongs to the steps of the application's flow that ask it, and is checked against their schemas, whether or
 * not the client names the step; the shared model (schemas/api/application-data.schema.json) checks the answers
 * code gives meaning to. An answer that no step of the flow and no part of the shared model declares is refused.
 *
 * A save that names its step (`?step=`, the screen's Continue) must answer that step completely; other steps'
 * answers are checked for what they are, not for being complete (a step is completed on its own Continue, and
 * submission checks the whole application).
 */
import { answerPathIndex, flowAnswerPaths } from '../../shared/flows/flow-answers.ts';
import {
  COBORROWER_SECTION,
  type FlowFile,
  isScreen,
  type ScreenStep,
} from '../../shared/flows/flow-types.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { notAFieldRefusal, notAStepRefusal } from '../i18n/validation-messages.ts';
import { addressProblem } from './address-problem.ts';
import { applicationDataProblem, type FieldProblem } from './application-data-validator.ts';
import { changedPaths } from './changed-paths.ts';
import { sharedModelPaths } from './shared-model.ts';
import { type ScreenContract, screenContract, screenProblem } from './step-validation.ts';

/** Whose answers a write changes: the application's (the borrower's steps) or a co-borrower's (their own steps). */
export interface AnswerScope {
  name: 'application' | 'coborrower';
  /** The steps whose answers live in this document. */
  owns: (step: ScreenStep) => boolean;
  /** The declared path of the shared model that covers `path`, if any. */
  sharedCovering: (path: string) => string | undefined;
  /** The first problem of the answers the shared model declares, in `locale`. */
  sharedProblem: (answers: unknown, locale: Locale) => FieldProblem | undefined;
}

export const APPLICATION_SCOPE: AnswerScope = {
  name: 'application',
  owns: (step) => step.section !== COBORROWER_SECTION,
  sharedCovering: answerPathIndex(sharedModelPaths),
  sharedProblem: applicationDataProblem,
};

interface FlowContract {
  /** The screens of the flow that ask each answer path, in this scope. */
  owners: Map<string, string[]>;
  covering: (path: string) => string | undefined;
}

const contracts = new Map<string, FlowContract>();
function flowContract(flow: FlowFile, scope: AnswerScope): FlowContract {
  const key = `${scope.name}:${flow.flowType}`;
  let contract = contracts.get(key);
  if (!contract) {
    const scoped = { steps: flow.steps.filter((step) => isScreen(step) && scope.owns(step)) };
    const owners = flowAnswerPaths(scoped, [...flowCatalog().steps.values()]);
    contract = { owners, covering: answerPathIndex(owners.keys()) };
    contracts.set(key, contract);
  }
  return contract;
}

/** Whether some step of the flow, in this scope, asks the answer at `path`. */
export function flowAsksInScope(flowType: string, scope: AnswerScope, path: string): boolean {
  const flow = flowCatalog().flows.get(flowType);
  return flow !== undefined && flowContract(flow, scope).covering(path) !== undefined;
}

export interface WriteToCheck {
  flowType: string;
  /** The stored answers before the write, and the answers it would store, from the document's root. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The answers as their owner would read them after the write (masked values): what screens validate. */
  document: unknown;
  /** The step the client saved on Continue (`?step=`), which must then be answered completely. */
  step?: string;
  /** The caller's language (Accept-Language): the problem's message is in it, naming the field by its title. */
  locale?: Locale;
}

/** The first problem of the write, or undefined when it may be stored. */
export function answerProblem(
  write: WriteToCheck,
  scope: AnswerScope = APPLICATION_SCOPE,
): FieldProblem | undefined {
  const flow = flowCatalog().flows.get(write.flowType);
  const contract = flow ? flowContract(flow, scope) : undefined;
  const locale = write.locale ?? SOURCE_LOCALE;
  let named: string | undefined;
  if (write.step !== undefined) {
    const step = flow?.steps.find((candidate) => candidate.path === write.step);
    if (!step || !isScreen(step) || !scope.owns(step) || !screenContract(step.screen))
      return { field: 'step', message: notAStepRefusal(locale, write.step, write.flowType) };
    named = step.screen;
  }

  const owningScreens = new Set<string>();
  for (const path of changedPaths(write.before, write.after)) {
    const asked = contract?.covering(path);
    if (asked) for (const screen of contract?.owners.get(asked) ?? []) owningScreens.add(screen);
    else if (!scope.sharedCovering(path)) return { field: path, message: notAFieldRefusal(locale, path) };
  }

  const shared = scope.sharedProblem(write.after, locale);
  if (shared) return shared;
  if (named) {
    const problem = screenProblem(
      screenContract(named) as ScreenContract,
      write.document,
      true,
      write.step as string,
      locale,
    );
    if (problem) return problem;
    owningScreens.delete(named);
  }
  for (const screen of owningScreens) {
    const problem = screenProblem(
      screenContract(screen) as ScreenContract,
      write.document,
      false,
      screen,
      locale,
    );
    if (problem) return problem;
  }
  return addressProblem(write.before, write.after, locale);
}

/** The top-level sections a PUT may replace: the shared model's and every flow's own. */
export function writableSections(): string[] {
  const sections = new Set([...sharedModelPaths].map((path) => path.split('.')[0] as string));
  for (const flow of flowCatalog().flows.values())
    for (const path of flowContract(flow, APPLICATION_SCOPE).owners.keys())
      sections.add(path.split('.')[0] as string);
  sections.delete('flowConfig');
  return [...sections].sort();
}
