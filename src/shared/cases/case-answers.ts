/** Answers shaped like the application, by dotted path: what case files change, leave out and merge. */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Node = Json | unknown[];
const isNode = (value: unknown): value is Node => isObject(value) || Array.isArray(value);

function copyWith(node: Node, key: string, value: unknown): Node {
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = value;
    return copy;
  }
  return { ...node, [key]: value };
}

/** A copy of `answers` with `value` at the dotted path (a number is an item of a list: `former.0.years`). */
export function setAt<T extends Node>(answers: T, dotted: string, value: unknown): T {
  const [key, ...rest] = dotted.split('.') as [string, ...string[]];
  const current = (answers as Json)[key];
  if (rest.length === 0) return copyWith(answers, key, structuredClone(value)) as T;
  const inner: Node = isNode(current) ? current : /^\d+$/.test(rest[0] as string) ? [] : {};
  return copyWith(answers, key, setAt(inner, rest.join('.'), value)) as T;
}

/** A copy of `answers` without the answer at the dotted path (an item of a list is taken out of it). */
export function withoutAt<T extends Node>(answers: T, dotted: string): T {
  const [key, ...rest] = dotted.split('.') as [string, ...string[]];
  const current = (answers as Json)[key];
  if (rest.length === 0) {
    if (Array.isArray(answers)) return answers.filter((_item, index) => index !== Number(key)) as T;
    const { [key]: _left, ...kept } = answers as Json;
    return kept as T;
  }
  if (!isNode(current)) return answers;
  return copyWith(answers, key, withoutAt(current, rest.join('.'))) as T;
}

/** `more` merged over `into`: objects key by key, anything else (a list, a value) replaced. */
export function mergeAnswers(into: Json, more: Json): Json {
  const merged: Json = { ...into };
  for (const [key, value] of Object.entries(more)) {
    merged[key] = isObject(value) && isObject(merged[key]) ? mergeAnswers(merged[key] as Json, value) : value;
  }
  return structuredClone(merged);
}

/** The part of `document` that has the shape of `like` (the same keys, as deep as `like` goes). */
export function pickLike(document: unknown, like: Json): Json {
  const picked: Json = {};
  if (!isObject(document)) return picked;
  for (const [key, value] of Object.entries(like)) {
    if (!(key in document)) continue;
    picked[key] = isObject(value) ? pickLike(document[key], value) : document[key];
  }
  return picked;
}
