/**
 * The sub-paths under `/{officerId}/` this shell knows (spec 2.2 to 2.4), shared by the route table and by
 * the loading gate, which must know whether a page is an auth or error page (spec 4.11).
 * The flow steps' own routes come from `flows/*.json` (flow-engine/flow-routes.tsx); the spec's step paths
 * are listed here too so a step a flow file does not have yet still counts as a flow page.
 */
import { firstPathSegment, isOfficerIdSegment } from '../../shared/officer-id.ts';
import { isAnyFlowStepPath } from '../flow-engine/flow-registry.ts';

export const AUTH_SCREENS = {
  login: 'login',
  logout: 'logout',
  unauthorized: 'unauthorized',
  emailMismatch: 'email-mismatch',
  coborrowerCreateAccount: 'coborrower/create-account',
} as const;

/** Sub-paths whose own children (`login/*` …) and the `register` area show the not-found auth screen. */
const AUTH_ERROR_AREAS: readonly string[] = ['login', 'register', 'unauthorized', 'email-mismatch'];

export const FLOW_ENTRY = 'myfasttrack';
/** Spec 2.3: these redirect to the flow entry. */
export const FLOW_ENTRY_ALIASES: readonly string[] = [
  'continueapp',
  'myfastrack',
  'my-fasttrack',
  'my-fast-track',
  'fasttrack',
];

/** Every step path of the slim-1 and long-1 flows (spec 2.3, 2.4), in the flow files or not yet. */
export const FLOW_STEPS: readonly string[] = [
  FLOW_ENTRY,
  'create-account',
  'credit-score',
  'contact-info',
  'property/address',
  'property/info',
  'property/type',
  'property/loan-amount',
  'property/value',
  'property/condo',
  'property/prior-appraisal',
  'property/stated-value',
  'property/appraisal-options',
  'prequal/voi',
  'select-offer/consent',
  'select-offer/generate-credit',
  'select-offer/generate',
  'select-offer/options',
  'select-offer/done',
  'applicant/income',
  'applicant/property',
  'applicant/reo-intro',
  'applicant/reo',
  'applicant/property-review',
  'applicant/property/avm-agreement',
  'applicant/legal',
  'applicant/id',
  'applicant/verify',
  'applicant/social',
  'applicant/address',
  'applicant/address/add',
  'applicant/employment',
  'applicant/employment/add',
  'applicant/demographics/e',
  'applicant/demographics/r',
  'applicant/demographics/g',
  'applicant/declarations/a',
  'applicant/declarations/bc',
  'applicant/declarations/d',
  'applicant/declarations/em',
  'applicant/declarations/blended',
  'applicant/declarations/military',
  'applicant/add-borrower',
  'applicant/coborrower-info',
  'applicant/coborrower-status',
  'applicant/loan-summary',
  'coborrower/processing',
  'coborrower/legal',
  'coborrower/address-history-confirmation',
  'coborrower/get-money',
  'coborrower/credit-score',
  'coborrower/employment-history',
  'coborrower/demographics/e',
  'coborrower/demographics/r',
  'coborrower/demographics/g',
  'coborrower/declarations/military',
  'coborrower/declarations/em',
  'coborrower/finances',
  'coborrower/address-history',
  'coborrower/reo',
  'coborrower/voi',
  'cosigner/support',
  'submit/review',
  'submit/process',
  'submit/disclosures',
  'submit/done',
  'disclosures',
  'schedule-closing',
  'get-money',
];

/** Step areas whose empty path starts the flow at property/address (spec 2.3, 2.4). */
export const FLOW_AREAS: readonly string[] = [
  'property',
  'applicant',
  'select-offer',
  'prequal',
  'coborrower',
  'cosigner',
  'submit',
];

/**
 * 'auth': log-in, register, unauthorized, email-mismatch and not-found pages, where the gate does not wait for
 * app data and theme (spec 4.11); 'flow': an application step; 'other': the remaining shell pages.
 */
export type PageKind = 'auth' | 'flow' | 'other';

export function pageKind(pathname: string): PageKind {
  const officer = firstPathSegment(pathname);
  if (!isOfficerIdSegment(officer)) return 'auth';
  const subPath = pathname
    .replace(/^\/+/, '')
    .slice(officer.length)
    .replace(/^\/+|\/+$/g, '');
  if (subPath === '' || subPath === AUTH_SCREENS.logout || subPath === AUTH_SCREENS.coborrowerCreateAccount) {
    return 'other';
  }
  const area = subPath.split('/')[0] ?? '';
  if (AUTH_ERROR_AREAS.includes(area)) return 'auth';
  // The portal's pages wait for the theme like the flow's; its log-in page is an auth page.
  if (area === 'portal') return subPath === 'portal/login' ? 'auth' : 'other';
  const isFlowPath =
    FLOW_STEPS.includes(subPath) ||
    FLOW_ENTRY_ALIASES.includes(subPath) ||
    FLOW_AREAS.includes(subPath) ||
    isAnyFlowStepPath(subPath);
  return isFlowPath ? 'flow' : 'auth';
}
