// The check every step-schema suite makes of a step against a data set: the step's schema accepts the data set's
// answers, and refuses them with each required answer removed (a conditional follow-up exactly when the data set
// makes its condition hold), naming that answer the way the server's 400 does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { ROOT } from '../../scripts/flow-sources.ts';
import { describeError } from '../../src/server/applications/application-data-validator.ts';
import { addApplicationSchemas } from '../../src/server/applications/application-schemas.ts';
import type { ScreenStep, StepDocument } from '../../src/shared/flows/flow-types.ts';
import { answersFor } from '../../src/shared/flows/step-answers.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';

export type Json = Record<string, unknown>;

/** The server's options (src/server/applications/step-validation.ts): strict, no coercion, first error only. */
const ajv = createSchemaAjv();
addApplicationSchemas(ajv);
/** Only to decide whether a data set makes an `if` hold. */
const conditions = createSchemaAjv({ strict: false });

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stepFile = (screen: string) => path.join(ROOT, 'schemas/steps', `${screen}.json`);

/**
 * Every answer `schema` requires of `value`, as dotted paths (array items by index): `required` at every level,
 * inside array items, and inside `allOf[].then` (or `else`) when `value` makes the `if` hold (or not).
 */
export function requiredAnswers(schema: unknown, value: unknown, at: string[] = []): string[] {
  if (!isObject(schema)) return [];
  const found: string[] = [];
  if (Array.isArray(value) && isObject(schema.items)) {
    for (const [index, item] of value.entries()) {
      found.push(...requiredAnswers(schema.items, item, [...at, String(index)]));
    }
  }
  if (!isObject(value)) return found;
  for (const name of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    found.push([...at, name].join('.'));
  }
  if (isObject(schema.properties)) {
    for (const [name, propertySchema] of Object.entries(schema.properties)) {
      if (value[name] !== undefined)
        found.push(...requiredAnswers(propertySchema, value[name], [...at, name]));
    }
  }
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    if (!isObject(part)) continue;
    const { if: condition, then: whenHolds, else: otherwise, ...always } = part;
    found.push(...requiredAnswers(always, value, at));
    if (condition === undefined) continue;
    const holds = conditions.validate(condition as object, value);
    found.push(...requiredAnswers(holds ? whenHolds : otherwise, value, at));
  }
  return [...new Set(found)];
}

function without(answers: Json, dotted: string): Json {
  const copy = structuredClone(answers);
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let node: unknown = copy;
  for (const key of keys) node = (node as Json)[key];
  delete (node as Json)[last];
  return copy;
}

const compiled = new Map<string, { document: StepDocument; validate: ValidateFunction }>();

/** A step file and its compiled schema, compiled once per test file. */
export function screenOf(screen: string) {
  let entry = compiled.get(screen);
  if (!entry) {
    const document = JSON.parse(readFileSync(stepFile(screen), 'utf8')) as StepDocument;
    entry = { document, validate: ajv.compile(document.schema) };
    compiled.set(screen, entry);
  }
  return entry;
}

/** The step accepts the data set's answers and refuses each required answer removed, naming it. */
export function expectStepChecksAnswers(step: ScreenStep, data: Json): void {
  const { document, validate } = screenOf(step.screen);
  const answers = answersFor(document.schema, data);
  expect(validate(answers), JSON.stringify(validate.errors)).toBe(true);
  for (const field of requiredAnswers(document.schema, answers)) {
    const accepted = validate(without(answers, field));
    expect(accepted, `${step.path} accepted its answers without ${field}`).toBe(false);
    const [first] = validate.errors ?? [];
    expect(first && describeError(first).field, `${step.path} without ${field}`).toBe(field);
  }
}
