/**
 * The flow checker: every flow file (flows/) and step file (schemas/steps/) against its contract, then what the
 * contracts cannot say (names that exist, loops, reachability, facts, conditions, submission). One checker behind
 * `npm run check:flows`, the build, server start and the tests; pure (no file access), so a browser tool can run
 * it too. Every problem names the file, the step or screen, and the fix, in a product owner's words.
 */

import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { ANSWER_CHECK_OPTIONS, createSchemaAjv } from '../schema-ajv.ts';
import { askedAnswers } from './checks/asked-answers.ts';
import { coborrowerConsentProblems } from './checks/coborrower-consent-checks.ts';
import { conditionProblems } from './checks/condition-checks.ts';
import { contractProblems, type PartValidator, partValidator } from './checks/contract-errors.ts';
import { describeFlowPlace, describeStepPlace } from './checks/contract-places.ts';
import { factProblems } from './checks/fact-checks.ts';
import { borrowerSteps, type FlowContext, screenSteps } from './checks/flow-context.ts';
import { graphProblems } from './checks/flow-graph.ts';
import type {
  FlowNote,
  FlowProblem,
  FlowReport,
  FlowSources,
  Found,
  SourceFile,
} from './checks/flow-problem.ts';
import { referenceProblems } from './checks/flow-references.ts';
import { identityProblems } from './checks/identity-checks.ts';
import { jsonTree, placeIn } from './checks/json-text.ts';
import { prefillSourceProblems } from './checks/prefill-checks.ts';
import { sameAnswerProblems } from './checks/same-answer-checks.ts';
import { sectionProblems } from './checks/section-checks.ts';
import { type SharedModel, sharedModelOf, sharedModelProblems } from './checks/shared-model-checks.ts';
import { stagesProblems } from './checks/stage-checks.ts';
import { fileStem, stepFileProblems } from './checks/step-file-checks.ts';
import { submissionProblems } from './checks/submission-checks.ts';
import { catalogueChecks, fileTranslationNotes } from './checks/translation-checks.ts';
import { flowAsks } from './flow-answers.ts';
import { CURRENT_FLOW_FORMAT, migrateFlow } from './flow-format.ts';
import type { StepDocument } from './flow-types.ts';

export type { FlowNote, FlowProblem, FlowReport, FlowSources, SourceFile } from './checks/flow-problem.ts';

const registered = (error: ErrorObject) =>
  (error.keyword === 'enum' || error.keyword === 'const') &&
  /\/(ui:widget|ui:field|panel|action)$/.test(error.instancePath);

function syntaxProblem({ file, parseError }: SourceFile): Found[] {
  if (!parseError) return [];
  return [{ file, problem: `the file is not valid JSON: ${parseError.message}.`, fix: parseError.hint }];
}

/** Each problem with its line, where the file's text is at hand. */
function located(found: Found[], sources: FlowSources): (FlowProblem & { note?: true })[] {
  const texts = new Map(
    [...sources.flows, ...sources.steps, ...(sources.catalogues ?? [])].map((source) => [
      source.file,
      source,
    ]),
  );
  const trees = new Map<string, ReturnType<typeof jsonTree>>();
  return found.map(({ at, ...problem }) => {
    const source = texts.get(problem.file);
    if (source?.parseError)
      return { ...problem, line: source.parseError.line, column: source.parseError.column };
    if (!at || !source?.text) return problem;
    if (!trees.has(problem.file)) trees.set(problem.file, jsonTree(source.text));
    const place = placeIn(trees.get(problem.file), source.text, at);
    return place ? { ...problem, ...place } : problem;
  });
}

/** One run of the checker: its validators, what it found, and the step files flows may use. */
interface Run {
  sources: FlowSources;
  validateStep: ValidateFunction;
  validateFlow: ValidateFunction;
  stepParts: PartValidator;
  flowParts: PartValidator;
  strictAjv: Ajv;
  model: SharedModel;
  found: Found[];
  notes: FlowNote[];
  /** Step files without problems, by screen. */
  screens: Map<string, StepDocument>;
  /** Screens whose file has problems: flows' checks of what they ask wait for the fix. */
  brokenScreens: Set<string>;
}

function checkStepFile(run: Run, source: SourceFile): void {
  const { file, content } = source;
  const stem = fileStem(file);
  if (source.parseError) {
    run.found.push(...syntaxProblem(source));
    run.brokenScreens.add(stem);
    return;
  }
  const { validateStep, stepParts } = run;
  const contract = validateStep(content)
    ? []
    : contractProblems(file, validateStep.errors ?? [], describeStepPlace(content), stepParts, registered);
  const own = stepFileProblems(
    file,
    content,
    run.sources.names,
    contract.length === 0 ? run.strictAjv : undefined,
  );
  const shared =
    contract.length === 0 && own.every((problem) => problem.note)
      ? sharedModelProblems(file, content as StepDocument, run.model)
      : [];
  run.found.push(...contract, ...own, ...shared);
  if (contract.length > 0 || shared.length > 0 || own.some((problem) => !problem.note))
    run.brokenScreens.add(stem);
  else run.screens.set(stem, content as StepDocument);
}

function checkFlowFile(run: Run, source: SourceFile): void {
  const { file, content } = source;
  if (source.parseError) {
    run.found.push(...syntaxProblem(source));
    return;
  }
  const { screens, brokenScreens, validateFlow } = run;
  const migrated = migrateFlow(content, { asks: flowAsks(content, [...screens.values()]) });
  if (!migrated.ok) {
    const problem = migrated.problem.replace(/[^.]$/, '$&.');
    run.found.push({ file, at: ['version'], problem, fix: migrated.fix });
    return;
  }
  if (migrated.migratedFrom !== undefined)
    run.notes.push({
      file,
      note: `${file} is in format ${migrated.migratedFrom}; it still works; run npm run flows:migrate to rewrite it in format ${CURRENT_FLOW_FORMAT}.`,
    });
  const flow = migrated.flow;
  const contract = validateFlow(flow)
    ? []
    : contractProblems(file, validateFlow.errors ?? [], describeFlowPlace(flow), run.flowParts, registered);
  // The later checks read the flow as the contract describes it: they wait for its contract errors' fix.
  if (contract.length > 0) {
    run.found.push(...contract);
    return;
  }
  const context: FlowContext = { file, flow, screens, brokenScreens, names: run.sources.names };
  const structure = [...referenceProblems(context), ...graphProblems(context), ...sectionProblems(context)];
  run.found.push(...structure);
  // The stages follow the steps' way through the flow: they wait for its fix (a broken "next" would blame them).
  if (structure.length === 0)
    run.found.push(...stagesProblems(context), ...coborrowerConsentProblems(context));
  // What the flow's screens ask is known only when every screen has a sound step file.
  if (!screenSteps(flow).every((step) => screens.has(step.screen))) return;
  const asked = askedAnswers(flow, screens);
  const borrowerAsks = askedAnswers(borrowerSteps(flow), screens);
  run.found.push(
    ...factProblems(context, borrowerAsks),
    ...conditionProblems(context, asked),
    ...submissionProblems(context, borrowerAsks),
    ...identityProblems(context),
    ...sameAnswerProblems(context, asked),
    ...prefillSourceProblems(context, asked),
  );
}

export function checkFlowSources(sources: FlowSources): FlowReport {
  // A fresh validator per run: the schemas carry $ids, and a product owner's edit must be seen anew.
  const ajv = createSchemaAjv({ allErrors: true, strict: false, verbose: true });
  const run: Run = {
    sources,
    validateStep: ajv.compile(sources.stepSchema),
    validateFlow: ajv.compile(sources.flowSchema),
    stepParts: partValidator(ajv, sources.stepSchema),
    flowParts: partValidator(ajv, sources.flowSchema),
    // The server's options, without its code optimisation: the checker only needs to know a schema compiles.
    strictAjv: createSchemaAjv({ ...ANSWER_CHECK_OPTIONS, code: { optimize: false } }),
    model: sharedModelOf(sources.sharedModel),
    found: [],
    notes: [],
    screens: new Map(),
    brokenScreens: new Set(),
  };
  for (const source of sources.steps) checkStepFile(run, source);
  for (const source of sources.flows) checkFlowFile(run, source);
  for (const source of [...sources.steps, ...sources.flows]) run.found.push(...fileTranslationNotes(source));
  run.found.push(...catalogueChecks(sources.catalogues ?? []));
  const all = located(run.found, sources);
  const noted = all
    .filter((problem) => problem.note)
    .map((problem) => ({
      file: problem.file,
      note: `${[problem.file, problem.line && `line ${problem.line}`, problem.where].filter(Boolean).join(', ')}: ${problem.problem} ${problem.fix}`,
    }));
  return { problems: all.filter((problem) => !problem.note), notes: [...run.notes, ...noted] };
}

/** The problems alone (an empty list when every file is right). */
export function checkFlows(sources: FlowSources): FlowProblem[] {
  return checkFlowSources(sources).problems;
}
