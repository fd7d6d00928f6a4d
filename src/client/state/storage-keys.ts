/**
 * Every session and local storage key of spec 3, named in one place. Other modules import these names
 * instead of spelling the strings, so a key cannot drift between writer and reader.
 */

export const SESSION_KEYS = {
  // Tokens and ids
  authToken: 'auth_token',
  accessToken: 'access_token',
  continuedAccessToken: 'continued_access_token',
  idToken: 'id_token',
  accountApplicationId: 'account_application_id',
  authExtractedAppId: 'auth_extracted_app_id',
  appId: 'appId',
  nmlsId: 'nmlsId',
  // Intent and paths
  userIntent: 'user_intent',
  lastPath: 'lastPath',
  previousFlowType: 'previousFlowType',
  previousPath: 'previousPath',
  // Officer and flow
  currentLoanOfficerId: 'currentLoanOfficerId',
  originalLoanOfficerId: 'originalLoanOfficerId',
  branding: 'branding',
  flowConfig: 'flowConfig',
  maxValue: 'maxValue',
  // Pricing
  limitedBy: 'limitedBy',
  prequalAmount: 'prequalAmount',
  minAmount: 'minAmount',
  pricingStatus: 'pricingStatus',
  avmValue: 'avmValue',
  submittedLoan: 'submitted-loan',
  // User details
  firstName: 'firstName',
  desiredAmount: 'desiredAmount',
  userState: 'userState',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** The one cached application (spec 4.2), under `appDataCache-{appId}`, and the browser session it belongs to. */
export const APPLICATION_CACHE_PREFIX = 'appDataCache-';
export const CACHE_SESSION_ID_KEY = 'appDataCacheSessionId';

/** `flowType-{appId}`: the flow type an application was started with. */
export const flowTypeKey = (appId: string): string => `flowType-${appId}`;
export const FLOW_TYPE_KEY_PREFIX = 'flowType-';

/** Set once the channel lookup has found an officer id unknown or inactive, for the rest of the session. */
export const invalidOfficerKey = (officerId: string): string => `invalidLoanOfficer-${officerId}`;

/** Keys the browser keeps in local storage too, and copies back into session storage on start (spec 3). */
export const LOCAL_MIRRORED_KEYS: readonly string[] = [
  SESSION_KEYS.previousFlowType,
  SESSION_KEYS.previousPath,
  SESSION_KEYS.currentLoanOfficerId,
];

export function isLocallyMirrored(key: string): boolean {
  return LOCAL_MIRRORED_KEYS.includes(key) || key.startsWith(FLOW_TYPE_KEY_PREFIX);
}

/** Token keys removed when a 401/403 clears the auth state (spec 8). */
export const AUTH_TOKEN_KEYS: readonly SessionKey[] = [
  SESSION_KEYS.authToken,
  SESSION_KEYS.accessToken,
  SESSION_KEYS.continuedAccessToken,
  SESSION_KEYS.idToken,
];

/** The values of `user_intent` (spec 3, 4.1). */
export type UserIntent = 'continue_application' | 'create_new_application';
