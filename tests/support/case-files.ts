/**
 * Test cases as data (README "Test cases as data"): the files under tests/cases/<flowType>/, in YAML or JSON,
 * read and checked against tests/cases/case-file.schema.json. A file that does not match is a problem naming the
 * file and the key, never a crash of the runner.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../scripts/flow-sources.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';
import { isObject, type Json, mergeAnswers, setAt, withoutAt } from './case-answers.ts';

export const CASES_DIR = path.join(ROOT, 'tests/cases');
const SCHEMA_FILE = path.join(CASES_DIR, 'case-file.schema.json');

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

const ajv = createSchemaAjv({ allErrors: true, strict: false });
ajv.addSchema(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
const schemaId = 'https://lending.local/tests/cases/case-file.schema.json';
const checkStepFile = ajv.getSchema(`${schemaId}#/definitions/stepCases`);
const checkJourney = ajv.getSchema(`${schemaId}#/definitions/journey`);

const relative = (file: string) => path.relative(ROOT, file);

/** Every case file of a flow (tests/cases/<flowType>/**), sorted. */
export function caseFilesOf(flowType: string): string[] {
  const dir = path.join(CASES_DIR, flowType);
  if (!existsSync(dir)) return [];
  const walk = (at: string): string[] =>
    readdirSync(at)
      .sort()
      .flatMap((name) => {
        const full = path.join(at, name);
        if (statSync(full).isDirectory()) return walk(full);
        return /\.(ya?ml|json)$/.test(name) ? [full] : [];
      });
  return walk(dir);
}

/** The flow folders under tests/cases. */
export function flowsWithCases(): string[] {
  return readdirSync(CASES_DIR)
    .filter((name) => statSync(path.join(CASES_DIR, name)).isDirectory())
    .sort();
}

/** Ajv's complaint in a tester's words: where in the file (`invalid[1].field`) and what is wrong. */
function describeSchemaError(error: ErrorObject): string {
  const where = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const at = where ? `${where}: ` : '';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${at}unknown key "${params.additionalProperty}"`;
  if (error.keyword === 'required') return `${at}the key "${params.missingProperty}" is missing`;
  if (error.keyword === 'not') return `${at}give either "answers" or "from", not both`;
  return `${at}${error.message ?? 'is not valid'}`;
}

function schemaProblems(errors: ErrorObject[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // anyOf/oneOf report their branches' errors too; the branches' own lines say what is wrong.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    seen.add(describeSchemaError(error));
  }
  return [...seen];
}

function parseText(file: string, text: string): unknown {
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

function journeyFile(file: string, flowType: string, content: Json): JourneyFile {
  const fixtures = content.fixture === undefined ? [] : [content.fixture].flat().map(String);
  const data = [...fixtures.map(readFixture), isObject(content.answers) ? content.answers : {}];
  return {
    kind: 'journey',
    file,
    flowType,
    name: String(content.journey),
    answers: data.reduce(mergeAnswers, {}),
    given: isObject(content.given) ? content.given : {},
    ...(isObject(content.simulators) ? { simulators: content.simulators } : {}),
    ...(typeof content.start === 'string' ? { start: content.start } : {}),
    steps: content.steps as string[],
    outcomes: (Array.isArray(content.outcomes) ? content.outcomes : []) as Outcome[],
  };
}

function readFixture(name: string): Json {
  const file = path.join(ROOT, 'tests/fixtures', `${name}.json`);
  if (!existsSync(file)) throw new Error(`fixture: tests/fixtures/${name}.json does not exist`);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** Reads one case file; a problem names the file and what is wrong in it. */
export function readCaseFile(file: string, flowType: string): CaseFile | CaseFileProblem {
  const name = relative(file);
  let content: unknown;
  try {
    content = parseText(file, readFileSync(file, 'utf8'));
  } catch (error) {
    return { file: name, problem: `cannot be read: ${(error as Error).message.split('\n')[0]}` };
  }
  if (!isObject(content)) return { file: name, problem: 'is not a case file: it holds no keys' };
  const isJourney = 'journey' in content;
  if (!isJourney && !('step' in content))
    return { file: name, problem: 'the key "step" (cases of one step) or "journey" (a journey) is missing' };
  const check = isJourney ? checkJourney : checkStepFile;
  if (!check?.(content)) return { file: name, problem: schemaProblems(check?.errors).join('; ') };
  try {
    return isJourney ? journeyFile(name, flowType, content) : stepFile(name, flowType, content);
  } catch (error) {
    return { file: name, problem: (error as Error).message };
  }
}

export const isProblem = (read: CaseFile | CaseFileProblem): read is CaseFileProblem => 'problem' in read;
