/**
 * A journey table, walked through the API as the borrower's browser walks it: on each step the panel's work on
 * arrival, then Continue (the step's answers from the data set through the browser's validator and saved with
 * `?step=`, then the step's action, the client's own), and where Continue goes from the saved answers by the
 * engine's navigation. Each step reached is compared with the table.
 */
import { SaveRefusedError } from '../../src/client/api/application-api.ts';
import type { ApplicationDocument } from '../../src/client/api/application-document.ts';
import { continueTarget, StepActionError } from '../../src/client/flow-engine/step-actions.ts';
import { lockedFieldsOf } from '../../src/client/verification/locked-fields.ts';
import { valueAt } from '../../src/shared/flows/conditions.ts';
import { landingStep, pathThrough, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import {
  COBORROWER_SECTION,
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';
import { answersFor } from '../../src/shared/flows/step-answers.ts';
import { isObject, type Json, mergeAnswers } from './case-answers.ts';
import {
  acceptedCoborrower,
  type CaseApplication,
  formDocument,
  invitationFrom,
  saveGiven,
  saveStep,
} from './case-application.ts';
import { browserVerdict, screenAsks } from './case-browser.ts';
import type { JourneyFile, Outcome } from './case-files.ts';
import { arrive, clientFor, type Seen } from './case-work.ts';

type Documents = ReadonlyMap<string, StepDocument>;

/** Where a step left the borrower: another step, the end of the flow, or stopped on it with a message. */
type Left = { to: string | undefined } | { stoppedWith: string };

const isCoborrowerStep = (step: ScreenStep) => step.section === COBORROWER_SECTION;

/** The answers of the steps a borrower answered before the journey's start (a journey may start mid-flow). */
function answersBefore(flow: FlowFile, documents: Documents, answers: Json, start: string): Json {
  const landing = landingStep(flow, '');
  if (!landing || landing.path === start) return {};
  const before: ScreenStep[] = [];
  for (const step of pathThrough(flow, answers, landing.path)) {
    if (step.path === start) break;
    before.push(step);
  }
  return before
    .filter((step) => !isCoborrowerStep(step))
    .map((step) => answersFor(documents.get(step.screen)?.schema, answers))
    .reduce(mergeAnswers, {});
}

/** A verified answer shows read-only on the screen: Continue sends the value the server stored, not the data set's. */
async function withLockedAnswers(
  application: CaseApplication,
  step: ScreenStep,
  answers: Json,
): Promise<Json> {
  const current = await formDocument(application, step);
  const locked = lockedFieldsOf(current);
  if (locked.length === 0) return answers;
  const shown = structuredClone(answers);
  for (const path of locked) {
    const value = valueAt(current, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let node = shown;
    for (const key of keys.slice(0, -1)) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Json;
    }
    node[keys.at(-1) as string] = value as Json[string];
  }
  return shown;
}

async function continueOn(
  flow: FlowFile,
  step: ScreenStep,
  document: StepDocument,
  application: CaseApplication,
  answers: Json,
): Promise<Left> {
  let saved: ApplicationDocument;
  if (await screenAsks(step.screen)) {
    const browser = await browserVerdict(step.screen, await withLockedAnswers(application, step, answers));
    const [first] = browser.messages;
    if (first)
      throw new Error(`the browser refuses the answers at ${step.path}: ${first.field}: ${first.message}`);
    try {
      saved = await saveStep(application, step, document, browser.formData, false);
    } catch (error) {
      if (!(error instanceof SaveRefusedError)) throw error;
      throw new Error(`the server refuses the answers at ${step.path}: ${JSON.stringify(error.refusal)}`);
    }
  } else {
    saved = await formDocument(application, step);
  }
  try {
    const to = await continueTarget({
      flow,
      step,
      application: saved,
      applicantKeys: [],
      http: clientFor(application, isCoborrowerStep(step)),
      reload: () => formDocument(application, step),
    });
    return { to };
  } catch (error) {
    if (error instanceof StepActionError) return { stoppedWith: error.message };
    throw error;
  }
}

/** Arrival, then Continue unless the panel moved on or stopped by itself. */
async function walkStep(
  flow: FlowFile,
  step: ScreenStep,
  documents: Documents,
  application: CaseApplication,
  answers: Json,
  seen: Seen,
): Promise<Left> {
  const document = documents.get(step.screen);
  if (!document) throw new Error(`${step.path}: no step file for screen ${step.screen}`);
  if (isCoborrowerStep(step) && !application.coborrower)
    await acceptedCoborrower(application, invitationFrom(answers));
  const asks = await screenAsks(step.screen);
  const requiresIdentity = document.requiresVerifiedIdentity === true;
  const arrived = await arrive(document.panel, {
    flow,
    step,
    application,
    answers,
    asks,
    requiresIdentity,
    seen,
  });
  if (arrived.kind === 'stopped') {
    seen.shows ??= arrived.message;
    return { stoppedWith: arrived.message };
  }
  if (arrived.kind === 'moves') {
    return { to: arrived.to ?? resolveNext(step, await formDocument(application, step)) };
  }
  // A screen without buttons that did not move on leaves the borrower there: the end of the journey.
  if (document.hideButtons) return { to: undefined };
  const left = await continueOn(flow, step, document, application, answers);
  if ('stoppedWith' in left) seen.shows ??= left.stoppedWith;
  return left;
}

/** The differences between what a journey expects at a step and what the borrower saw. */
function outcomeProblems(expected: Outcome | undefined, seen: Seen, stopped: boolean): string[] {
  if (!expected) return [];
  const problems: string[] = [];
  const compare = (what: string, wanted: unknown, got: unknown) => {
    if (wanted !== undefined && wanted !== got)
      problems.push(
        `at ${expected.at}: expected ${what} ${JSON.stringify(wanted)}, got ${JSON.stringify(got ?? null)}`,
      );
  };
  compare('credit', expected.credit, seen.credit);
  compare('score', expected.score, seen.score);
  compare('offers', expected.offers, seen.offers);
  compare('verification', expected.verification, seen.verification);
  compare('the message', expected.shows, seen.shows);
  if (expected.stops && !stopped)
    problems.push(`at ${expected.at}: expected the journey to stop here, it went on`);
  return problems;
}

export interface JourneyVerdict {
  problems: string[];
  walked: string[];
}

/** Walks the journey's table; the first step that differs ends the walk with a problem naming it. */
export async function runJourney(
  flow: FlowFile,
  documents: Documents,
  application: CaseApplication,
  journey: JourneyFile,
): Promise<JourneyVerdict> {
  const problems: string[] = [];
  const walked: string[] = [];
  const first = journey.steps[0] as string;
  const opened = journey.start === undefined ? first : landingStep(flow, journey.start)?.path;
  if (journey.simulators)
    await application.http.put(
      `/v2/simulators/applications/${application.appId}/scenario`,
      journey.simulators,
    );
  const before = answersBefore(flow, documents, journey.answers, opened ?? first);
  await saveGiven(application, mergeAnswers(before, journey.given));
  let at = opened;
  for (const [index, expected] of journey.steps.entries()) {
    const previous = journey.steps[index - 1];
    if (at !== expected) {
      const after = previous
        ? `after ${previous}`
        : `at the start (${JSON.stringify(journey.start ?? first)})`;
      const went = at === undefined ? 'the flow ends there' : `the flow went to ${at}`;
      problems.push(`expected step ${expected} ${after}, ${went}`);
      break;
    }
    walked.push(at);
    const step = flow.steps.find((candidate) => candidate.path === at);
    if (!step || !isScreen(step)) {
      problems.push(`${at} is not a screen of ${flow.flowType}`);
      break;
    }
    const seen: Seen = {};
    const left = await walkStep(flow, step, documents, application, journey.answers, seen);
    const stopped = 'stoppedWith' in left;
    // A step the journey passes twice (pricing, after the property value detour) is checked on its last visit.
    const lastVisit = journey.steps.lastIndexOf(at) === index;
    const outcome = lastVisit ? journey.outcomes.find((candidate) => candidate.at === at) : undefined;
    problems.push(...outcomeProblems(outcome, seen, stopped));
    const last = index === journey.steps.length - 1;
    if (stopped && !(last && outcome?.stops)) {
      const next = journey.steps[index + 1];
      problems.push(
        `expected ${next ? `step ${next}` : 'the journey to end'} after ${at}, the flow stopped at ${at}: "${left.stoppedWith}"`,
      );
    }
    if (problems.length > 0 || last) break;
    at = stopped ? undefined : left.to;
  }
  return { problems, walked };
}
