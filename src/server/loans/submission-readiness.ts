/**
 * What an application still lacks before it can become a loan: a chosen offer and the sections both flows ask
 * for. The server decides this, not the screens, so a submit from anywhere is refused with the same names.
 */

import { SUBMISSION_REQUIREMENTS as REQUIRED_SECTIONS } from '../../shared/submission-requirements.ts';

interface Readable {
  data: Record<string, unknown>;
  derived: Record<string, unknown>;
}

const present = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value as object).length > 0;
  return true;
};

const at = (root: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );

export interface MissingPart {
  field: string;
  label: string;
}

export function missingForSubmission(row: Readable): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!present(at(row.derived, 'pricing.product')))
    missing.push({ field: 'pricing.product', label: 'a chosen offer' });
  for (const section of REQUIRED_SECTIONS) {
    if (!present(at(row.data, section.path))) missing.push({ field: section.path, label: section.label });
  }
  return missing;
}

export function missingMessage(missing: MissingPart[]): string {
  const names = missing.map((part) => part.label);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `The application cannot be submitted yet: it is missing ${list}.`;
}
