/** Spec 8: what the portal shows when a field is missing. */
export const FALLBACK_TEXTS = {
  street: 'Unknown Street',
  loanNumber: 'Unknown Loan Number',
  status: 'Unknown Status',
  name: 'Unknown Name',
  phone: 'Unknown Phone',
  email: 'Unknown Email',
  officer: 'Unknown Officer',
} as const;

/** The value, or the fallback when it is missing or blank. */
export function orFallback(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Spec 8: the loan fetch failed or answered nothing (loan summary and to-dos). */
export const LOAN_SUMMARY_FAILED = 'Unable to load loan summary.';
