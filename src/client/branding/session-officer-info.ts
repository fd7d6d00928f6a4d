/**
 * The session-stored officer and company info of spec 3. The provider writes them once the branding calls
 * answer; the officer card polls for them (spec 4.12).
 */

export const LOAN_OFFICER_INFO_KEY = 'loanOfficerInfo';
export const COMPANY_INFO_KEY = 'companyInfo';

export interface SessionLoanOfficerInfo {
  name: string;
  email: string;
  phone: string;
  nmlsId: string;
  headshotUrl: string | null;
  headshotExists: boolean;
}

export interface SessionCompanyInfo {
  brokerName: string;
  nmlsId: string;
}

export function writeSessionOfficerInfo(
  officer: SessionLoanOfficerInfo | null,
  company: SessionCompanyInfo | null,
) {
  try {
    if (officer) sessionStorage.setItem(LOAN_OFFICER_INFO_KEY, JSON.stringify(officer));
    else sessionStorage.removeItem(LOAN_OFFICER_INFO_KEY);
    if (company) sessionStorage.setItem(COMPANY_INFO_KEY, JSON.stringify(company));
    else sessionStorage.removeItem(COMPANY_INFO_KEY);
  } catch (error) {
    console.warn('Officer info could not be stored in the session', error);
  }
}

/** The stored officer info when it belongs to `officerId`, else null. */
export function readSessionOfficerInfo(officerId: string): SessionLoanOfficerInfo | null {
  try {
    const raw = sessionStorage.getItem(LOAN_OFFICER_INFO_KEY);
    if (!raw) return null;
    const info = JSON.parse(raw) as Partial<SessionLoanOfficerInfo>;
    if (typeof info.name !== 'string' || info.nmlsId !== officerId) return null;
    return {
      name: info.name,
      email: info.email ?? '',
      phone: info.phone ?? '',
      nmlsId: info.nmlsId,
      headshotUrl: info.headshotUrl ?? null,
      headshotExists: Boolean(info.headshotExists),
    };
  } catch (error) {
    console.warn('Officer info in the session is not readable', error);
    return null;
  }
}
