/** Headings of pages the server also shows on the loading screen it sends with them (spa-document.ts). */

/** Spec 2.7: the dashboard, the page the portal opens on. */
export const DASHBOARD_HEADING = 'Loan Dashboard';

/** Spec 2.11: the log-in screen's title (the flow's and the portal's). */
export const LOGIN_HEADING = 'Borrower Portal Login';
