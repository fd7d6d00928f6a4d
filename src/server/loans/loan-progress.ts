/** The submission sections' progress (spec 4.4) of an application, from its answers, its loan and its consents. */
import { E_SIGN_CONSENT } from '../../shared/consents.ts';
import { type SubmissionFacts, submissionProgress } from '../../shared/submission-progress.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { latestConsent } from '../consents/consent-repository.ts';
import type { Orm } from '../db/database.ts';
import type { LoanRow } from './loan-repository.ts';

export async function submissionProgressOf(orm: Orm, row: ApplicationRow, loan: LoanRow | undefined) {
  const product = (row.derived.pricing as { product?: { id?: string } } | undefined)?.product;
  const terms = row.derived.loanTerms as { productId?: string } | undefined;
  const consent = await latestConsent(orm, row.id, row.ownerSub, E_SIGN_CONSENT.kind);
  const facts: SubmissionFacts = {
    ...(row.data as SubmissionFacts),
    termsAccepted: Boolean(product?.id && terms?.productId === product.id),
    submitted: Boolean(loan),
    eSignConsented: consent?.textVersion === E_SIGN_CONSENT.version,
    closingScheduled: Boolean(loan?.closingAppointment),
    disbursementChosen: Boolean(loan?.disbursement),
  };
  return submissionProgress(facts);
}
