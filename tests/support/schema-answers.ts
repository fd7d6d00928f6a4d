/**
 * Answers made from a step's schema alone, for a step no test case answers yet (a product owner's new step or
 * question): each required question gets the first value its schema allows (a `default` or `examples` value
 * first, then the first choice, the minimum in its steps, a date, a string its pattern accepts…), follow-ups
 * included, and a list that must hold something one item more, until the step's own validator accepts them.
 * A step whose rules defeat this is reported, never guessed past.
 */
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';
import { type Json, mergeAnswers } from './case-answers.ts';

const ajv = createSchemaAjv({ allErrors: true, strict: false });

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strings tried for a `pattern`, in order: words, digits of the usual lengths, a phone number, a ZIP code. */
const PATTERN_CANDIDATES = ['Example', 'A', '1', '12345', '123456789', '2125550123', '2000-01-01', 'example'];

const FORMAT_VALUES: Record<string, string> = {
  date: '2000-01-02',
  'birth-date': '1980-01-02',
  email: 'tester@example.com',
  uri: 'https://example.com/',
};

function firstString(schema: Json): string | undefined {
  if (typeof schema.format === 'string' && FORMAT_VALUES[schema.format]) return FORMAT_VALUES[schema.format];
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const padded = (text: string) => text.padEnd(minLength, 'x');
  if (typeof schema.pattern !== 'string') return padded('Example');
  const pattern = new RegExp(schema.pattern, 'u');
  return PATTERN_CANDIDATES.map(padded).find((candidate) => pattern.test(candidate));
}

function firstNumber(schema: Json): number {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 1;
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + step
        : 0;
  return Math.ceil(low / step) * step;
}

/** The first value a schema allows, or undefined when none is found. */
function firstValue(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const choice = oneOf.find((option) => isObject(option) && 'const' in option);
  if (isObject(choice)) return choice.const;
  switch (schema.type) {
    case 'object':
      return requiredAnswers(schema);
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => firstValue(schema.items));
    }
    case 'integer':
    case 'number':
      return firstNumber(schema);
    case 'boolean':
      return true;
    case 'string':
      return firstString(schema);
    default:
      return undefined;
  }
}

/** The property's schema, in `properties` or in a follow-up's `then`/`else`. */
function propertySchema(schema: Json, key: string): unknown {
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    if (!isObject(part)) continue;
    for (const branch of [part.then, part.else])
      if (isObject(branch) && isObject(branch.properties) && key in branch.properties)
        return branch.properties[key];
  }
  return undefined;
}

function requiredAnswers(schema: Json): Json {
  const answers: Json = {};
  for (const key of Array.isArray(schema.required) ? schema.required : []) {
    const value = firstValue(propertySchema(schema, String(key)));
    if (value !== undefined) answers[String(key)] = value;
  }
  return answers;
}

/** Follows a data path in `schema`: properties and follow-ups, and list items at an index. */
function schemaAt(schema: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => {
    if (!isObject(node)) return undefined;
    return /^\d+$/.test(key) && node.items !== undefined ? node.items : propertySchema(node, key);
  }, schema);
}

function valueAt(target: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
    target,
  );
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(target) && /^\d+$/.test(head)) {
    const copy = [...target];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const object = isObject(target) ? target : {};
  return { ...object, [head]: setAt(object[head], rest, value) };
}

/**
 * Answers the step's validator accepts, built over `given` (answers other steps gave, which follow-ups may test),
 * or undefined when its rules defeat this.
 */
export function answersFromSchema(schema: unknown, given: Json = {}): Json | undefined {
  const validate = ajv.compile(isObject(schema) ? schema : {});
  let answers = mergeAnswers(given, isObject(schema) ? requiredAnswers(schema) : {});
  for (let round = 0; round < 20; round += 1) {
    if (validate(answers)) return answers;
    const errors = validate.errors ?? [];
    // A list that must hold something (`minItems`, `contains`) gets one more item of its own schema.
    const short = errors.filter((error) => error.keyword === 'minItems' || error.keyword === 'contains');
    for (const error of short) {
      const path = error.instancePath.split('/').filter(Boolean);
      const list = schemaAt(schema, path);
      const item = firstValue(isObject(list) ? list.items : undefined);
      if (item === undefined) return undefined;
      const current = valueAt(answers, path);
      answers = setAt(answers, path, [...(Array.isArray(current) ? current : []), item]) as Json;
    }
    const missing = errors.filter((error) => error.keyword === 'required');
    if (missing.length === 0 && short.length === 0) return undefined;
    for (const error of missing) {
      const parent = error.instancePath.split('/').filter(Boolean);
      const key = (error.params as { missingProperty: string }).missingProperty;
      const value = firstValue(schemaAt(schema, [...parent, key]));
      if (value === undefined) return undefined;
      answers = setAt(answers, [...parent, key], value) as Json;
    }
  }
  return undefined;
}
