/** One contract error in a product owner's words: what is wrong, and what to change. */
import type { ErrorObject } from 'ajv';
import { keyOf, propertiesOf, segmentsOf } from './contract-error-keys.ts';
import { closest, didYouMean, listOf, shown } from './did-you-mean.ts';
import type { JsonLocation } from './flow-problem.ts';

/** How a place in the file is named: `step "property/info"`, and the rest as `in "next" (item 1)`. */
export interface Place {
  where?: string;
  /** The place inside `where`, in words, or '' at its top. */
  within: string;
  /** What the keys of the object at this place are: keys, JSON Schema keywords, or fact names. */
  keys?: 'keyword' | 'fact';
}

export type Describe = (segments: JsonLocation) => Place;

const TYPE_WORDS: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};

const kindOf = (value: unknown): string =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'null'
      : typeof value === 'string'
        ? `text (${shown(value)})`
        : typeof value === 'object'
          ? 'an object'
          : `${shown(value)}`;

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => TYPE_WORDS[String(name)] ?? String(name)).join(' or ');
}

const described = (error: ErrorObject, key: string): string => {
  const schema = error.parentSchema as { properties?: Record<string, { description?: string }> } | undefined;
  const description = schema?.properties?.[key]?.description?.replace(/\.$/, '');
  if (!description) return '';
  return `: ${/^[A-Z][a-z]/.test(description) ? description[0]?.toLowerCase() + description.slice(1) : description}`;
};

/** The key an error is about, as the message names it: `"progress"`, or `item 2 of "steps"`. */
export function subjectOf(error: ErrorObject): { name: string; container: JsonLocation } {
  const segments = segmentsOf(error.instancePath);
  if (error.keyword === 'required' || error.keyword === 'additionalProperties')
    return { name: `"${keyOf(error)}"`, container: segments };
  const last = segments.at(-1);
  if (typeof last === 'number' && segments.length >= 2)
    return { name: `item ${last + 1} of "${String(segments.at(-2))}"`, container: segments.slice(0, -2) };
  return { name: `"${String(last ?? 'the file')}"`, container: segments.slice(0, -1) };
}

export function inWords(error: ErrorObject, place: Place, name: string): { problem: string; fix: string } {
  const key = keyOf(error);
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const noun = place.keys === 'keyword' ? 'keyword' : place.keys === 'fact' ? 'fact' : 'key';
  switch (error.keyword) {
    case 'additionalProperties': {
      const known = propertiesOf(error);
      const suggestion = closest(key, known);
      return suggestion
        ? {
            problem: `unknown ${noun} "${key}". Did you mean "${suggestion}"?`,
            fix: `Rename "${key}" to "${suggestion}".`,
          }
        : {
            problem: `unknown ${noun} "${key}".`,
            fix: `Remove "${key}". Allowed here: ${listOf(known, 40)}.`,
          };
    }
    case 'required':
      return { problem: `"${key}" is missing.`, fix: `Add "${key}"${described(error, key)}.` };
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (schema.enum as unknown[]) : [schema.const];
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : '';
      return allowed.length === 1
        ? {
            problem: `${name} is ${shown(error.data)}.${hint}`,
            fix: `Set ${name} to ${JSON.stringify(allowed[0])}.`,
          }
        : {
            problem: `${name} is ${shown(error.data)}, which is not one of ${listOf(allowed, 40)}.${hint}`,
            fix: `Use one of ${listOf(allowed, 40)}.`,
          };
    }
    case 'type':
      return {
        problem: `${name} must be ${typeWords(error.params.type)}, not ${kindOf(error.data)}.`,
        fix: `Write ${name} as ${typeWords(error.params.type)}.`,
      };
    case 'pattern':
      return {
        problem: `${name} is ${shown(error.data)}, which is not written as expected.`,
        fix: String(schema.patternErrorMessage ?? `Match the pattern ${String(error.params.pattern)}.`),
      };
    case 'minItems':
      return {
        problem: `${name} has ${(error.data as unknown[]).length} item(s); it needs at least ${error.params.limit}.`,
        fix: `Add to ${name}, or remove it if it may be left out.`,
      };
    case 'minLength':
      return { problem: `${name} is empty.`, fix: `Write something in ${name}.` };
    case 'minProperties':
      return schema.required && (schema.required as string[]).includes('field')
        ? {
            problem: `a condition names field ${shown((error.data as { field?: unknown }).field)} but no test.`,
            fix: 'Add a test: "equals", "notEquals", "in", "exists", "atLeast" or "below".',
          }
        : { problem: `${name} is empty.`, fix: `Add at least ${error.params.limit} entry to ${name}.` };
    case 'oneOf':
    case 'anyOf':
      return {
        problem: `${name} is ${kindOf(error.data)}, which is none of the forms it may take.`,
        fix: String(schema.description ?? 'See the description of this key in the schema.'),
      };
    default:
      return {
        problem: `${name} ${error.message ?? 'is not valid'}.`,
        fix: `See the description of ${name} in the schema (your editor shows it on hover).`,
      };
  }
}
