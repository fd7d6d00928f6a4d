/**
 * What the server requires of an application before it becomes a loan (src/server/loans/submission-readiness.ts),
 * shared so the flow checker can tell a flow that never asks one of them: it could never be submitted.
 */

export interface RequiredAnswer {
  /** Where the answer lives in the application data. */
  path: string;
  /** How a borrower would call it. */
  label: string;
}

/** The answers a submission needs: each present (a non-empty value) at its path. */
export const SUBMISSION_REQUIREMENTS: readonly RequiredAnswer[] = [
  { path: 'property.address', label: 'property address' },
  { path: 'contactInfo', label: 'contact information' },
  { path: 'applicant.legal', label: 'personal information' },
  { path: 'applicant.residence', label: 'residence history' },
  { path: 'applicant.employment', label: 'employment and income' },
  { path: 'declarations', label: 'declarations' },
  { path: 'military', label: 'military service' },
  { path: 'demographics', label: 'demographic information' },
];
