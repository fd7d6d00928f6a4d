/**
 * The flow studio's run of a flow's step cases in the browser: each case file's text read as the test runner
 * reads it (shared/cases/case-text.ts), each case's answers judged by the borrower's validator compiled from the
 * CURRENT step document (edited or not) with the engine's own verdict (form/browser-verdict.ts).
 */
import type { ValidatorType } from '@rjsf/utils';
import type { Json } from '../../../shared/cases/case-answers.ts';
import {
  type CaseFile,
  type CaseFileProblem,
  isProblem,
  type JourneyFile,
  readCaseText,
  type StepCaseFile,
} from '../../../shared/cases/case-text.ts';
import { type BrowserCaseVerdict, browserCaseVerdict } from '../../../shared/cases/case-verdict.ts';
import { factPath } from '../../../shared/flows/flow-facts.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../../shared/flows/flow-types.ts';
import { askedPaths } from '../../../shared/flows/step-answers.ts';
import type { StudioTextFile } from '../../../shared/studio/studio-contract.ts';
import { browserVerdict } from '../../flow-engine/form/browser-verdict.ts';
import { compileStepValidator } from '../../flow-engine/form/runtime-validator.ts';

export interface CaseRun {
  kind: 'valid' | 'invalid';
  name: string;
  answers: Json;
  verdict: BrowserCaseVerdict;
  /**
   * Why the browser alone cannot judge this case, when it cannot: the amount against the home's value is checked
   * with limits only the server has (the rate sheet and the application's saved answers: GET …/amount-limits).
   * Such a case is neither green nor red here; "Run on a server" judges it.
   */
  needsServer?: string;
}

export interface StepFileRun {
  file: string;
  step: string;
  /** The step's screen (its document's name); undefined when the flow has no such step. */
  screen?: string;
  /** Why the cases could not be run (no such step, the schema does not compile). */
  problem?: string;
  cases: CaseRun[];
  /** Not run yet against the current documents (the panel runs a file at a time). */
  running?: boolean;
}

export interface FlowCaseRun {
  steps: StepFileRun[];
  journeys: JourneyFile[];
  problems: CaseFileProblem[];
}

// Each case file's text read once (the studio sends the same texts again with every edit of a step).
const readTexts = new Map<string, CaseFile | CaseFileProblem>();

/** The flow's case files (tests/cases/<flowType>/…), read. */
export function readFlowCaseFiles(flowType: string, caseFiles: readonly StudioTextFile[]) {
  const prefix = `tests/cases/${flowType}/`;
  return caseFiles
    .filter((file) => file.file.startsWith(prefix))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((file) => {
      const key = `${flowType}\n${file.file}\n${file.text}`;
      let read = readTexts.get(key);
      if (!read) {
        read = readCaseText(file.file, flowType, file.text);
        readTexts.set(key, read);
      }
      return { text: file.text, read };
    });
}

const NEEDS_SERVER =
  "The amount against the home's value is checked with the server's limits: run the cases on a server to judge it.";

// A validator per screen, carried on from version to version of its document: RJSF's Ajv validator takes a new
// root schema in its stride and keeps what it compiled of the last one (as the preview's does); a fresh one every
// VERSIONS_PER_VALIDATOR versions lets the old compilations go.
const VERSIONS_PER_VALIDATOR = 25;
const validators = new Map<string, { validator: ValidatorType; document: StepDocument; versions: number }>();
function validatorFor(screen: string, document: StepDocument): ValidatorType {
  const previous = validators.get(screen);
  if (previous?.document === document) return previous.validator;
  const next =
    previous && previous.versions < VERSIONS_PER_VALIDATOR
      ? { validator: previous.validator, document, versions: previous.versions + 1 }
      : { validator: compileStepValidator(), document, versions: 1 };
  validators.set(screen, next);
  return next.validator;
}

function runStepFile(
  file: StepCaseFile,
  step: ScreenStep,
  document: StepDocument,
  amountField?: string,
): StepFileRun {
  const base = { file: file.file, step: file.step, screen: step.screen };
  const validator = validatorFor(step.screen, document);
  const checksAmount = amountField !== undefined && askedPaths(document.schema).has(amountField);
  const judged = [
    ...file.valid.map((testCase) => ({ kind: 'valid' as const, testCase })),
    ...file.invalid.map((testCase) => ({ kind: 'invalid' as const, testCase })),
  ];
  try {
    const cases = judged.map(({ kind, testCase }): CaseRun => {
      const { messages } = browserVerdict(document, validator, testCase.answers);
      const verdict = browserCaseVerdict(testCase, messages);
      const onAmount = checksAmount && 'field' in testCase && testCase.field === amountField;
      const leftToServer =
        onAmount && !verdict.passed && !messages.some((shown) => shown.field === amountField);
      return {
        kind,
        name: testCase.name,
        answers: testCase.answers,
        verdict,
        ...(leftToServer ? { needsServer: NEEDS_SERVER } : {}),
      };
    });
    return { ...base, cases };
  } catch (error) {
    return { ...base, problem: `the step's schema does not compile: ${(error as Error).message}`, cases: [] };
  }
}

// The runs of each case file's text against each version of a document: an edit runs that step's files again only.
const runs = new WeakMap<StepDocument, Map<string, StepFileRun>>();

/** One step case file to run: its run at once when this text already ran against this document, else `run()`. */
export interface StepFilePlan {
  file: string;
  step: string;
  done?: StepFileRun;
  run: () => StepFileRun;
}

export interface FlowCasePlan {
  steps: StepFilePlan[];
  journeys: JourneyFile[];
  problems: CaseFileProblem[];
}

/** The flow's case files read, and for each step file what running it takes against the current documents. */
export function planFlowCases(
  flowType: string,
  flow: FlowFile,
  documents: ReadonlyMap<string, StepDocument>,
  caseFiles: readonly StudioTextFile[],
): FlowCasePlan {
  const plan: FlowCasePlan = { steps: [], journeys: [], problems: [] };
  const amountField = factPath(flow.facts.requestedAmount);
  for (const { text, read } of readFlowCaseFiles(flowType, caseFiles)) {
    if (isProblem(read)) plan.problems.push(read);
    else if (read.kind === 'journey') plan.journeys.push(read);
    else {
      const base = { file: read.file, step: read.step };
      const step = flow.steps.find((candidate) => candidate.path === read.step);
      const document = step && isScreen(step) ? documents.get(step.screen) : undefined;
      if (!step || !isScreen(step) || !document) {
        const problem =
          !step || !isScreen(step)
            ? `${read.step} is not a screen of this flow`
            : `no step file ${step.screen}`;
        const done: StepFileRun = { ...base, problem, cases: [] };
        plan.steps.push({ ...base, done, run: () => done });
        continue;
      }
      let byText = runs.get(document);
      if (!byText) {
        byText = new Map();
        runs.set(document, byText);
      }
      const key = `${amountField ?? ''}\n${read.file}\n${text}`;
      const cache = byText;
      plan.steps.push({
        ...base,
        done: cache.get(key),
        run: () => {
          const done = cache.get(key) ?? runStepFile(read, step, document, amountField);
          cache.set(key, done);
          return done;
        },
      });
    }
  }
  return plan;
}

/** Every step case of the flow's case files, judged against the current documents; journeys and problems listed. */
export function runFlowCasesInBrowser(
  flowType: string,
  flow: FlowFile,
  documents: ReadonlyMap<string, StepDocument>,
  caseFiles: readonly StudioTextFile[],
): FlowCaseRun {
  const { steps, journeys, problems } = planFlowCases(flowType, flow, documents, caseFiles);
  return { steps: steps.map((planned) => planned.run()), journeys, problems };
}
