/** What a schema says an answer is: its kind (type) and, for a choice, its allowed values. */
import { declaredProperties } from '../step-answers.ts';
import { listOf } from './did-you-mean.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every schema a step (or the shared model) gives the answer at a dotted path, follow-ups included. */
export function schemasAt(schema: unknown, path: string): Json[] {
  let current: unknown[] = [schema];
  for (const key of path.split('.')) {
    current = current.flatMap((node) => declaredProperties(node).get(key) ?? []);
    if (current.length === 0) return [];
  }
  return current.filter(isObject);
}

/** The values a choice allows: `enum`, a `const`, or a `oneOf`/`anyOf` of consts (labelled choices). */
export function allowedValues(schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (
      Array.isArray(options) &&
      options.length > 0 &&
      options.every((option) => isObject(option) && 'const' in option)
    )
      return options.map((option) => (option as Json).const);
  }
  return undefined;
}

export interface AnswerRule {
  type?: string;
  values?: unknown[];
  /** For a list: the rule of each item. */
  items?: AnswerRule;
}

export function ruleOf(schema: Json): AnswerRule {
  const rule: AnswerRule = {};
  if (typeof schema.type === 'string') rule.type = schema.type;
  const values = allowedValues(schema);
  if (values) rule.values = values;
  if (isObject(schema.items)) rule.items = ruleOf(schema.items);
  return rule;
}

const key = (value: unknown) => JSON.stringify(value);

/** The values of `inner` that `outer` does not allow (none when `outer` allows any). */
export function valuesOutside(inner: unknown[] | undefined, outer: unknown[] | undefined): unknown[] {
  if (!outer) return [];
  if (!inner) return [undefined];
  const allowed = new Set(outer.map(key));
  return inner.filter((value) => !allowed.has(key(value)));
}

/** Whether a value of kind `inner` is always of kind `outer` (a whole number is a number). */
export const typeFits = (inner: string | undefined, outer: string | undefined) =>
  !inner || !outer || inner === outer || (inner === 'integer' && outer === 'number');

/** The rule in words: `text, one of "a", "b"`, `a whole number`. */
export function ruleInWords(rule: AnswerRule): string {
  const kinds: Record<string, string> = {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  const kind = rule.type ? (kinds[rule.type] ?? rule.type) : 'any kind of value';
  if (rule.values) return `${kind}, one of ${listOf(rule.values, 20)}`;
  if (rule.items?.values) return `${kind} of ${listOf(rule.items.values, 20)}`;
  return kind;
}

/** Why an answer asked with `inner` may not fit `outer`, or undefined when it always fits. */
export function misfitOf(inner: AnswerRule, outer: AnswerRule): string | undefined {
  if (!typeFits(inner.type, outer.type)) return `it is ${ruleInWords(inner)}, not ${ruleInWords(outer)}`;
  const outside = valuesOutside(inner.values, outer.values);
  if (outside.length > 0)
    return outside[0] === undefined
      ? `it may be any ${ruleInWords({ type: inner.type })}, but only ${listOf(outer.values ?? [], 20)} are allowed`
      : `${listOf(outside)} ${outside.length === 1 ? 'is' : 'are'} not among ${listOf(outer.values ?? [], 20)}`;
  if (inner.items && outer.items) return misfitOf(inner.items, outer.items);
  return undefined;
}

/** Whether two steps ask the same answer the same way: same kind, same choices. */
export function sameRule(a: AnswerRule, b: AnswerRule): boolean {
  const values = (rule: AnswerRule) => (rule.values ? rule.values.map(key).sort().join(',') : '');
  if ((a.type && b.type && a.type !== b.type) || values(a) !== values(b)) return false;
  return !a.items || !b.items || sameRule(a.items, b.items);
}

/** Where the question at a dotted answer path is declared in a step file (its `properties`, from the root). */
export const questionLocation = (path: string) => [
  'schema',
  ...path.split('.').flatMap((key) => ['properties', key]),
];
