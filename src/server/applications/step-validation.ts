import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { type FlowFile, isScreen, type StepDocument } from '../../shared/flows/flow-types.ts';
import { answersFor } from '../../shared/flows/step-answers.ts';
import { createSchemaAjv } from '../../shared/schema-ajv.ts';
import { FLOWS_DIR } from '../flows/flow-types.ts';
import { describeError, type FieldProblem } from './application-data-validator.ts';
import { addApplicationSchemas } from './application-schemas.ts';

const STEPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/steps');

/** The same options as the application data validator: the server accepts what the screen accepts. */
const ajv = createSchemaAjv();
addApplicationSchemas(ajv);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const flows = new Map<string, FlowFile | null>();
function flowOf(flowType: string): FlowFile | null {
  if (!flows.has(flowType)) {
    const file = path.join(FLOWS_DIR, `${flowType}.json`);
    flows.set(flowType, existsSync(file) ? readJson<FlowFile>(file) : null);
  }
  return flows.get(flowType) ?? null;
}

interface CompiledStep {
  schema: StepDocument['schema'];
  validate: ValidateFunction;
}

/** Each screen's schema is compiled once, the first time a save names one of its steps. */
const screens = new Map<string, CompiledStep | null>();
function compiledScreen(screen: string): CompiledStep | null {
  if (!screens.has(screen)) {
    const file = path.join(STEPS_DIR, `${screen}.json`);
    if (!/^[a-z0-9-]+$/.test(screen) || !existsSync(file)) screens.set(screen, null);
    else {
      const { schema } = readJson<StepDocument>(file);
      screens.set(screen, { schema, validate: ajv.compile(schema) });
    }
  }
  return screens.get(screen) ?? null;
}

/**
 * Validates the answers a step asks for in `document` (the application as it would be after the write) against
 * the step's own schema, as its screen does. Only that step's answers count: other steps' answers are the
 * application data schema's concern. An unknown step is a problem with `step` itself.
 */
export function stepProblem(flowType: string, stepPath: string, document: unknown): FieldProblem | undefined {
  const step = flowOf(flowType)?.steps.find((candidate) => candidate.path === stepPath);
  const compiled = step && isScreen(step) ? compiledScreen(step.screen) : null;
  if (!compiled) {
    return { field: 'step', message: `step "${stepPath}" is not a screen of flow ${flowType}` };
  }
  if (compiled.validate(answersFor(compiled.schema, document))) return undefined;
  const [first] = compiled.validate.errors ?? [];
  if (!first) return { field: '(body)', message: `The answers of ${stepPath} are not valid` };
  const problem = describeError(first);
  if (first.keyword !== 'required') return problem;
  // A whole missing group (`applicant`) is named by the first answer it requires: applicant.legal.ssn.
  const field = firstRequiredLeaf(compiled.schema, problem.field.split('.'));
  return field === problem.field ? problem : { field, message: `${field} is required` };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema `schema` gives to property `key`: in `properties`, or in a follow-up's `then`. */
function propertySchema(schema: unknown, key: string): unknown {
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const found = isObject(part)
      ? (propertySchema(part.then, key) ?? propertySchema(part.else, key))
      : undefined;
    if (found) return found;
  }
  return undefined;
}

function firstRequiredLeaf(root: unknown, path: string[]): string {
  let schema = path.reduce<unknown>((node, key) => propertySchema(node, key), root);
  const field = [...path];
  while (isObject(schema) && Array.isArray(schema.required) && typeof schema.required[0] === 'string') {
    const next: string = schema.required[0];
    field.push(next);
    schema = propertySchema(schema, next);
  }
  return field.join('.');
}
