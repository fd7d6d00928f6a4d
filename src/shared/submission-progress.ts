/**
 * Spec 4.4's sections around submission, each 0 to 100: before it applicant, cosigner and submit; after it
 * process, disclosures, schedule and money. Unlike prequalification's, any of these can be reset to 0 (an answer
 * edited from review, a closing to schedule again); a reset section counts again from what the facts say next.
 */

export const PRE_SUBMIT_SECTIONS = ['applicant', 'cosigner', 'submit'] as const;
export const POST_SUBMIT_SECTIONS = ['process', 'disclosures', 'schedule', 'money'] as const;

export type PreSubmitSection = (typeof PRE_SUBMIT_SECTIONS)[number];
export type PostSubmitSection = (typeof POST_SUBMIT_SECTIONS)[number];
export type SubmissionSection = PreSubmitSection | PostSubmitSection;
export type SubmissionProgress = Record<SubmissionSection, number>;

export interface SubmissionFacts {
  applicant?: { legal?: unknown; residence?: unknown; employment?: unknown };
  declarations?: unknown;
  military?: unknown;
  demographics?: unknown;
  cosigner?: { support?: unknown };
  /** The borrower accepted the chosen offer's terms on review. */
  termsAccepted?: boolean;
  /** The application became a loan. */
  submitted?: boolean;
  eSignConsented?: boolean;
  closingScheduled?: boolean;
  disbursementChosen?: boolean;
}

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0);

function applicantProgress(facts: SubmissionFacts): number {
  const parts = [
    facts.applicant?.legal,
    facts.applicant?.residence,
    facts.applicant?.employment,
    facts.declarations,
    facts.military,
    facts.demographics,
  ];
  return Math.floor((parts.filter(present).length / parts.length) * 100);
}

function sectionProgress(section: SubmissionSection, facts: SubmissionFacts): number {
  switch (section) {
    case 'applicant':
      return applicantProgress(facts);
    case 'cosigner':
      return present(facts.cosigner?.support) ? 100 : 0;
    case 'submit':
      return facts.submitted ? 100 : facts.termsAccepted ? 50 : 0;
    case 'process':
      return facts.submitted ? 100 : 0;
    case 'disclosures':
      return facts.eSignConsented ? 100 : 0;
    case 'schedule':
      return facts.closingScheduled ? 100 : 0;
    case 'money':
      return facts.disbursementChosen ? 100 : 0;
  }
}

/** Every section's progress from the facts, except those in `reset`, which read 0. */
export function submissionProgress(
  facts: SubmissionFacts,
  reset: readonly SubmissionSection[] = [],
): SubmissionProgress {
  const sections = [...PRE_SUBMIT_SECTIONS, ...POST_SUBMIT_SECTIONS];
  return Object.fromEntries(
    sections.map((section) => [section, reset.includes(section) ? 0 : sectionProgress(section, facts)]),
  ) as SubmissionProgress;
}

/** The same progress with one section back at 0. */
export function resetSection(progress: SubmissionProgress, section: SubmissionSection): SubmissionProgress {
  return { ...progress, [section]: 0 };
}
