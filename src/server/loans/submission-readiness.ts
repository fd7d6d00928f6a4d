/**
 * What an application still lacks before it can become a loan: a chosen offer and the sections both flows ask
 * for. The server decides this, not the screens, so a submit from anywhere is refused with the same names.
 */

import type { Locale } from '../../shared/i18n/locales.ts';
import { SUBMISSION_REQUIREMENTS as REQUIRED_SECTIONS } from '../../shared/submission-requirements.ts';
import { listed } from '../i18n/api-texts.ts';
import { loanText } from './loan-texts.ts';

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
}

export function missingForSubmission(row: Readable): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!present(at(row.derived, 'pricing.product'))) missing.push({ field: 'pricing.product' });
  for (const section of REQUIRED_SECTIONS) {
    if (!present(at(row.data, section.path))) missing.push({ field: section.path });
  }
  return missing;
}

/** The refusal naming what is missing, in `locale` (each part by its `requirement.<field>` of the loan catalogue). */
export function missingMessage(missing: MissingPart[], locale: Locale): string {
  const t = loanText(locale);
  const names = missing.map((part) => t(`requirement.${part.field}`));
  return t('refusal.incomplete', { list: listed(locale, names) });
}
