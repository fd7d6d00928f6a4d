import type { Condition } from './flow-types.ts';

/** The value at a dotted path (`property.info.propertyType`) of the application data, or undefined. */
export function valueAt(data: unknown, field: string): unknown {
  let current: unknown = data;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Evaluates a flow condition against the application data. Every test in one object must hold. */
export function holds(condition: Condition, data: unknown): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(part, data));
  if ('any' in condition) return condition.any.some((part) => holds(part, data));
  if ('not' in condition) return !holds(condition.not, data);
  const value = valueAt(data, condition.field);
  const present = value !== undefined && value !== null && value !== '';
  if (condition.exists !== undefined && condition.exists !== present) return false;
  if ('equals' in condition && !sameValue(value, condition.equals)) return false;
  if ('notEquals' in condition && sameValue(value, condition.notEquals)) return false;
  if (condition.in !== undefined && !condition.in.some((option) => sameValue(value, option))) return false;
  if (condition.atLeast !== undefined && !(typeof value === 'number' && value >= condition.atLeast))
    return false;
  if (condition.below !== undefined && !(typeof value === 'number' && value < condition.below)) return false;
  return true;
}
