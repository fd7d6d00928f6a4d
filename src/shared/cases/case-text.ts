/**
 * Test cases as data (README "Test cases as data"): one case file's text (YAML or JSON) read into its cases. The
 * test runner reads the files from disk (tests/support/case-files.ts, which also holds them to
 * tests/cases/case-file.schema.json); the flow studio reads the same text as the server sends it.
 */
import { parse as parseYaml } from 'yaml';
import { isObject, type Json, mergeAnswers, setAt, withoutAt } from './case-answers.ts';

export interface AnswerSet {
  name: string;
  answers: Json;
  given: Json;
}
export interface InvalidAnswerSet extends AnswerSet {
  field: string;
  message: string;
}

export interface StepCaseFile {
  kind: 'step';
  file: string;
  flowType: string;
  step: string;
  valid: AnswerSet[];
  invalid: InvalidAnswerSet[];
}

export interface Outcome {
  at: string;
  credit?: 'ok' | 'thin' | 'frozen';
  score?: number;
  offers?: 'found' | 'none';
  verification?: 'passed' | 'failed' | 'retry' | 'unavailable';
  shows?: string;
  stops?: true;
}

export interface JourneyFile {
  kind: 'journey';
  file: string;
  flowType: string;
  name: string;
  answers: Json;
  given: Json;
  simulators?: Json;
  start?: string;
  steps: string[];
  outcomes: Outcome[];
}

export type CaseFile = StepCaseFile | JourneyFile;

/** A file that could not be read as a case file: what is wrong, where. */
export interface CaseFileProblem {
  file: string;
  problem: string;
}

export const isProblem = (read: CaseFile | CaseFileProblem): read is CaseFileProblem => 'problem' in read;

export interface CaseTextOptions {
  /** The case file format's check of a step file or a journey: what is wrong, or undefined when it matches. */
  check?: (kind: 'step' | 'journey', content: Json) => string | undefined;
  /** A journey's `fixture` by name (tests/fixtures/<name>.json); without it a journey's fixtures are left out. */
  readFixture?: (name: string) => Json;
}

/** The parsed content of a case file's text: JSON for a `.json` file, YAML otherwise. */
export function parseCaseText(file: string, text: string): unknown {
  if (file.endsWith('.json')) return JSON.parse(text);
  return parseYaml(text, { prettyErrors: true });
}

/** The answers of a case: `answers`, or another case's with `change` and `without` applied. */
function answersOf(raw: Json, valid: Map<string, Json>, first: Json | undefined, where: string): Json {
  if (isObject(raw.answers)) return raw.answers;
  const base = typeof raw.from === 'string' ? valid.get(raw.from) : first;
  if (!base) {
    throw new Error(
      typeof raw.from === 'string'
        ? `${where}: from "${raw.from}" is not the name of a valid case of this file`
        : `${where}: give "answers" (there is no valid case to start from)`,
    );
  }
  let answers = structuredClone(base);
  for (const [dotted, value] of Object.entries(isObject(raw.change) ? raw.change : {}))
    answers = setAt(answers, dotted, value);
  for (const dotted of Array.isArray(raw.without) ? (raw.without as string[]) : [])
    answers = withoutAt(answers, dotted);
  return answers;
}

function stepFile(file: string, flowType: string, content: Json): StepCaseFile {
  const given = isObject(content.given) ? content.given : {};
  const validRaw = (Array.isArray(content.valid) ? content.valid : []) as Json[];
  const named = new Map<string, Json>();
  let first: Json | undefined;
  const valid = validRaw.map((raw, index) => {
    const answers = answersOf(raw, named, first, `valid[${index}]`);
    first ??= answers;
    named.set(String(raw.name), answers);
    return { name: String(raw.name), answers, given: { ...given, ...(raw.given as Json | undefined) } };
  });
  const invalid = ((Array.isArray(content.invalid) ? content.invalid : []) as Json[]).map((raw, index) => ({
    name: String(raw.name),
    answers: answersOf(raw, named, first, `invalid[${index}]`),
    given: { ...given, ...(raw.given as Json | undefined) },
    field: String(raw.field),
    message: String(raw.message),
  }));
  return { kind: 'step', file, flowType, step: String(content.step), valid, invalid };
}

function journeyFile(file: string, flowType: string, content: Json, options: CaseTextOptions): JourneyFile {
  const fixtures = content.fixture === undefined ? [] : [content.fixture].flat().map(String);
  const fromFixtures = options.readFixture ? fixtures.map(options.readFixture) : [];
  const data = [...fromFixtures, isObject(content.answers) ? content.answers : {}];
  return {
    kind: 'journey',
    file,
    flowType,
    name: String(content.journey),
    answers: data.reduce(mergeAnswers, {}),
    given: isObject(content.given) ? content.given : {},
    ...(isObject(content.simulators) ? { simulators: content.simulators } : {}),
    ...(typeof content.start === 'string' ? { start: content.start } : {}),
    steps: (Array.isArray(content.steps) ? content.steps : []).map(String),
    outcomes: (Array.isArray(content.outcomes) ? content.outcomes : []) as Outcome[],
  };
}

/** Reads one case file's text; a problem names the file and what is wrong in it, never a crash. */
export function readCaseText(
  file: string,
  flowType: string,
  text: string,
  options: CaseTextOptions = {},
): CaseFile | CaseFileProblem {
  let content: unknown;
  try {
    content = parseCaseText(file, text);
  } catch (error) {
    return { file, problem: `cannot be read: ${(error as Error).message.split('\n')[0]}` };
  }
  if (!isObject(content)) return { file, problem: 'is not a case file: it holds no keys' };
  const isJourney = 'journey' in content;
  if (!isJourney && !('step' in content))
    return { file, problem: 'the key "step" (cases of one step) or "journey" (a journey) is missing' };
  const problem = options.check?.(isJourney ? 'journey' : 'step', content);
  if (problem !== undefined) return { file, problem };
  try {
    return isJourney ? journeyFile(file, flowType, content, options) : stepFile(file, flowType, content);
  } catch (error) {
    return { file, problem: (error as Error).message };
  }
}

/** Where a tester adds the cases of a step: tests/cases/<flow>/steps/<path with dashes>.yaml. */
export const caseFileFor = (flowType: string, stepPath: string) =>
  `tests/cases/${flowType}/steps/${stepPath.replaceAll('/', '-')}.yaml`;
