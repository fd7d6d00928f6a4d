/**
 * URLA section 9 (Loan Originator Information) and the section 8 collection flags, written on the loan when the
 * application is submitted, from the officer and company the application was started with.
 */
import { eq } from 'drizzle-orm';
import { type Company, findOfficer, type LoanOfficer } from '../branding/officer-repository.ts';
import type { Orm } from '../db/database.ts';
import { applications, loans } from '../db/schema.ts';

export interface LoanOriginatorSection {
  organizationName: string;
  organizationNmlsId: string;
  organizationAddress: {
    lineOne: string | null;
    lineTwo: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
  };
  originatorName: string;
  originatorNmlsId: string;
  email: string;
  phone: string;
}

/**
 * An online application: HMDA's "Email or Internet" (Reg C appendix B, code 4 of the application channel for the
 * demographic information), and nothing collected on the basis of visual observation or surname.
 */
export const ONLINE_DEMOGRAPHICS_COLLECTION = {
  applicationTakenBy: 'EmailOrInternet',
  ethnicityCollectedByVisualObservationOrSurname: false,
  raceCollectedByVisualObservationOrSurname: false,
  sexCollectedByVisualObservationOrSurname: false,
} as const;

export function loanOriginatorSection(officer: LoanOfficer, company: Company): LoanOriginatorSection {
  return {
    organizationName: company.name,
    organizationNmlsId: company.nmlsId,
    organizationAddress: {
      lineOne: company.addressLineOne,
      lineTwo: company.addressLineTwo,
      city: company.city,
      state: company.state,
      postalCode: company.postalCode,
    },
    originatorName: officer.fullName,
    originatorNmlsId: officer.nmlsId,
    email: officer.email,
    phone: officer.phone,
  };
}

/** Records both on the loan, inside the submission's transaction. */
export async function recordLoanOriginator(tx: Orm, loanId: number, applicationId: number): Promise<void> {
  const [application] = await tx
    .select({ nmlsId: applications.nmlsId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const found = application && (await findOfficer(tx, application.nmlsId));
  await tx
    .update(loans)
    .set({
      loanOriginator: found
        ? (loanOriginatorSection(found.officer, found.company) as unknown as Record<string, unknown>)
        : null,
      demographicsCollection: { ...ONLINE_DEMOGRAPHICS_COLLECTION },
    })
    .where(eq(loans.id, loanId));
}
