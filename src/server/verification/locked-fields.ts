import type { Locale } from '../../shared/i18n/locales.ts';
import type { FieldProblem } from '../applications/application-data-validator.ts';
import { apiText } from '../i18n/api-texts.ts';

/** What identity and income verification keep beside the answers, in the document's `derived.verification`. */
export interface VerificationRecord {
  userId?: string;
  /** `name`: whom the service verified (recorded since the soft pull runs on it). */
  identity?: {
    status: string;
    verifiedAt: string;
    lockedFields: string[];
    name?: { firstName: string; lastName: string };
  };
  income?: { status: string; verifiedAt: string; lockedFields: string[] };
}

/** Whether an identity verification of this application has passed. */
export function identityVerified(row: { derived: unknown }): boolean {
  const verification = (row.derived as { verification?: VerificationRecord } | null)?.verification;
  return verification?.identity?.status === 'passed';
}

/** The name an identity verification that passed confirmed, when it was recorded. */
export function verifiedIdentityName(row: {
  derived: unknown;
}): { firstName: string; lastName: string } | undefined {
  const identity = (row.derived as { verification?: VerificationRecord } | null)?.verification?.identity;
  return identity?.status === 'passed' ? identity.name : undefined;
}

/** The dotted paths of every answer a verification confirmed; a screen shows them read-only. */
export function lockedFieldsOf(derived: unknown): string[] {
  const verification = (derived as { verification?: VerificationRecord } | null)?.verification;
  return [...(verification?.identity?.lockedFields ?? []), ...(verification?.income?.lockedFields ?? [])];
}

export function valueAt(data: unknown, dotted: string): unknown {
  let value: unknown = data;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A write that changes (or removes) an answer a verification confirmed is refused: the field and why, in `locale`.
 * `current` and `proposed` are the application's answers before and after the write.
 */
export function lockedFieldProblem(
  current: unknown,
  proposed: unknown,
  derived: unknown,
  locale: Locale,
): FieldProblem | undefined {
  for (const field of lockedFieldsOf(derived)) {
    const before = valueAt(current, field);
    if (before === undefined) continue;
    if (JSON.stringify(before) !== JSON.stringify(valueAt(proposed, field))) {
      return { field, message: apiText(locale)('refusal.application.locked', { field }) };
    }
  }
  return undefined;
}
