/**
 * Test cases as data (README "Test cases as data"): the files under tests/cases/<flowType>/, in YAML or JSON,
 * read and checked against tests/cases/case-file.schema.json. A file that does not match is a problem naming the
 * file and the key, never a crash of the runner.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { ROOT } from '../../scripts/flow-sources.ts';
import type { Json } from '../../src/shared/cases/case-answers.ts';
import {
  type CaseFile,
  type CaseFileProblem,
  isProblem,
  readCaseText,
} from '../../src/shared/cases/case-text.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';

export const CASES_DIR = path.join(ROOT, 'tests/cases');
const SCHEMA_FILE = path.join(CASES_DIR, 'case-file.schema.json');

export type {
  AnswerSet,
  CaseFile,
  CaseFileProblem,
  InvalidAnswerSet,
  JourneyFile,
  Outcome,
  StepCaseFile,
} from '../../src/shared/cases/case-text.ts';
export { isProblem };

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

function readFixture(name: string): Json {
  const file = path.join(ROOT, 'tests/fixtures', `${name}.json`);
  if (!existsSync(file)) throw new Error(`fixture: tests/fixtures/${name}.json does not exist`);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** What is wrong with a step file's or a journey's content by tests/cases/case-file.schema.json; undefined if nothing. */
export function caseFormatProblem(kind: 'step' | 'journey', content: Json): string | undefined {
  const check = kind === 'journey' ? checkJourney : checkStepFile;
  return check?.(content) ? undefined : schemaProblems(check?.errors).join('; ');
}

/** Reads one case file; a problem names the file and what is wrong in it. */
export function readCaseFile(file: string, flowType: string): CaseFile | CaseFileProblem {
  const name = relative(file);
  return readCaseText(name, flowType, readFileSync(file, 'utf8'), { check: caseFormatProblem, readFixture });
}
