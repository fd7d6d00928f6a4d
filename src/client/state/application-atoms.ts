/** Client state of spec 3 the prequalification steps need, as Jotai atoms. */
import { atom } from 'jotai';
import type { ApplicationDocument } from '../api/application-document.ts';

/** The application the borrower is working on, as last read or saved. */
export const currentApplicationAtom = atom<ApplicationDocument | null>(null);

export interface ApplicantState {
  firstName: string | null;
  email: string | null;
}

/** Spec 3 client state `applicant`: who is applying, from the answers given so far. */
export const applicantAtom = atom<ApplicantState>((get) => {
  const application = get(currentApplicationAtom);
  return {
    firstName: application?.contactInfo?.firstName ?? application?.applicant?.firstName ?? null,
    email: application?.contactInfo?.email ?? application?.applicant?.accountEmail ?? null,
  };
});

/** The flow type of the current application, once it is known. */
export const applicationFlowTypeAtom = atom<string | null>(
  (get) => get(currentApplicationAtom)?.flowConfig?.flowType ?? null,
);
