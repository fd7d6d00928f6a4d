/** The portal's addresses (spec 2.5). */
export const portalPath = (officerId: string) => `/${officerId}/portal`;
export const portalLoginPath = (officerId: string) => `/${officerId}/portal/login`;
export const portalLoanPath = (officerId: string, loanId: string) =>
  `/${officerId}/portal/loans/${encodeURIComponent(loanId)}`;
export const portalTodosPath = (officerId: string, loanId: string) =>
  `${portalLoanPath(officerId, loanId)}/todos`;
export const portalContactPath = (officerId: string, loanId: string) =>
  `${portalLoanPath(officerId, loanId)}/contact-us`;

/** The notice of action given on an application (Reg B 1002.9), as the dashboard card links to it. */
export const portalNoticePath = (officerId: string, appId: string) =>
  `/${officerId}/portal/notices/${encodeURIComponent(appId)}`;

export const isLoanId = (value: string | undefined): value is string => /^\d+$/.test(value ?? '');
