/** The answer paths a write changes: every leaf (a value that is not a plain object) that differs, dotted. */

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedPaths(before: unknown, after: unknown, prefix = '', into: string[] = []): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key, into);
    }
    return into;
  }
  // An object that appears or goes: each of its leaves changed (so each is checked where it belongs).
  if (isPlainObject(after) && before === undefined) return changedPaths({}, after, prefix, into);
  if (isPlainObject(before) && after === undefined) return changedPaths(before, {}, prefix, into);
  if (JSON.stringify(before) !== JSON.stringify(after) && prefix) into.push(prefix);
  return into;
}
