/**
 * Prefill (issue 17, item 7, "nothing asked twice"): a step file says, per question, where its first value comes
 * from while the borrower has not answered it: the registration (the identity provider's profile) or another
 * answer, optionally through a map. The values are offered in the form only; they are saved when the borrower
 * presses Continue, like anything typed.
 */
import { holds, valueAt } from './conditions.ts';
import type { Condition } from './flow-types.ts';

/** The sources a step may name under `registration.`: what the identity provider knows from sign-up. */
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type Registration = Partial<Record<RegistrationField, string>>;

export const REGISTRATION_PREFIX = 'registration.';

/** A question's first value read from the registration or another answer. */
export interface PrefillFrom {
  /** An answer's dotted path or `registration.<field>`; a list is tried in order, the first with a value wins. */
  from: string | string[];
  /** The source's value → the question's value; a value the map does not list prefills nothing. */
  map?: Record<string, unknown>;
  /** Prefill only while this holds on the application's answers. */
  when?: Condition;
}

/** A question's first value fixed by the step file, given while `when` holds ("yes" once an amount was stated). */
export interface PrefillValue {
  value: unknown;
  when?: Condition;
}

export type PrefillRule = PrefillFrom | PrefillValue;

/**
 * A step file's `prefill`: the question's dotted path → where its first value comes from: one rule, or a list tried
 * in order (the first that gives a value wins). A numeric part of the path is an item of a list
 * (`applicant.otherLiabilities.items.0.monthlyPayment`: the first item's payment).
 */
export type StepPrefill = Record<string, PrefillRule | PrefillRule[]>;

export const isValueRule = (rule: PrefillRule): rule is PrefillValue =>
  typeof rule === 'object' && rule !== null && 'value' in rule;

/** The rules of one question, as a list. */
export const rulesOf = (rules: PrefillRule | PrefillRule[]): PrefillRule[] =>
  Array.isArray(rules) ? rules : [rules];

type Json = Record<string, unknown>;

/** The answers and registration fields a rule reads its value from (none for a fixed value). */
export const sourcesOf = (rule: PrefillRule): string[] => {
  if (isValueRule(rule)) return [];
  return Array.isArray(rule.from) ? rule.from : [rule.from];
};

export const isRegistrationSource = (source: string) => source.startsWith(REGISTRATION_PREFIX);

const isAnswered = (value: unknown) => value !== undefined && value !== null && value !== '';

function sourceValue(source: string, data: unknown, registration: Registration): unknown {
  if (!isRegistrationSource(source)) return valueAt(data, source);
  const field = source.slice(REGISTRATION_PREFIX.length) as RegistrationField;
  return registration[field]?.trim();
}

/** The first value a rule finds, mapped; undefined when it finds none (or the map does not list it). */
function ruleValue(rule: PrefillRule, data: unknown, registration: Registration): unknown {
  if (rule.when && !holds(rule.when, data)) return undefined;
  if (isValueRule(rule)) return rule.value;
  const found = sourcesOf(rule)
    .map((source) => sourceValue(source, data, registration))
    .find(isAnswered);
  if (!isAnswered(found) || !rule.map) return found;
  const key = String(found);
  return Object.hasOwn(rule.map, key) ? rule.map[key] : undefined;
}

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIndex = (key: string | undefined) => key !== undefined && /^[0-9]+$/.test(key);

/**
 * A copy of `answers` with `value` at the dotted `path` (objects and lists on the way copied, never changed in
 * place); a numeric part is an item of a list, made where there is none.
 */
export function withValueAt<T extends Json | unknown[]>(answers: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const current = (answers as Record<string, unknown>)[key];
  let next: unknown;
  if (rest.length === 0) next = structuredClone(value);
  else if (isIndex(rest[0])) next = withValueAt(Array.isArray(current) ? current : [], rest.join('.'), value);
  else next = withValueAt(isPlainObject(current) ? current : {}, rest.join('.'), value);
  if (Array.isArray(answers)) {
    const copy = [...answers];
    copy[Number(key)] = next;
    // A list never has holes: an item before the one filled is an empty one.
    return Array.from(copy, (item) => item ?? {}) as T;
  }
  return { ...answers, [key]: next } as T;
}

export interface Prefilled {
  /** The step's answers with the prefilled values added. */
  answers: Json;
  /** The questions that got a value, by dotted path. */
  paths: string[];
}

/**
 * The step's answers (as saved) with each unanswered question of `prefill` given its first value, read from the
 * application's data (`data`: the co-borrower's own document on their steps) and the registration. An answer
 * the borrower gave is never replaced, even by a different value.
 */
export function prefillAnswers(
  prefill: StepPrefill | undefined,
  answers: Json,
  data: unknown,
  registration: Registration,
): Prefilled {
  let result = answers;
  const paths: string[] = [];
  for (const [path, rules] of Object.entries(prefill ?? {})) {
    if (isAnswered(valueAt(answers, path))) continue;
    const value = rulesOf(rules)
      .map((rule) => ruleValue(rule, data, registration))
      .find(isAnswered);
    if (!isAnswered(value)) continue;
    result = withValueAt(result, path, value);
    paths.push(path);
  }
  return { answers: result, paths };
}

/** The answers without the questions at `paths` (a prefilled value the step's schema refuses). */
export function withoutPaths(answers: Json, paths: string[]): Json {
  let result = answers;
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = valueAt(result, keys.join('.'));
    if (keys.length > 0 && !isPlainObject(parent)) continue;
    const { [last]: _dropped, ...rest } = keys.length > 0 ? (parent as Json) : result;
    result = keys.length > 0 ? withValueAt(result, keys.join('.'), rest) : rest;
  }
  return result;
}

/** The registration from an ID token's claims: given and family name, else `name` split at its first space. */
export function registrationOf(claims: {
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  email?: unknown;
}): Registration {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  // A provider that knows no name may put the email in `name`: that is no name.
  const name = text(claims.name)?.includes('@') ? undefined : text(claims.name);
  const [first, ...rest] = (name ?? '').split(/\s+/);
  const firstName = text(claims.given_name) ?? text(first);
  const lastName = text(claims.family_name) ?? text(rest.join(' '));
  const email = text(claims.email);
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(email ? { email } : {}),
  };
}
