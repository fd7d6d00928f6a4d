/** Constants the spec fixes (sections 6 and 9). Both the SPA and the API read them from here. */

/** The default loan officer and the default company's NMLS id (spec 9). */
export const DEFAULT_OFFICER_ID = '1464945';

/** Officers whose card is never shown (spec 6; the spec does not say why). */
export const OFFICER_CARD_EXCLUDED_IDS: readonly string[] = [
  '1464945',
  '1686297',
  '1589409',
  '1661781',
  '1935005',
];

/** Channel types that make an officer active (spec 2.1, 5). */
export const ACTIVE_CHANNEL_TYPES: readonly string[] = ['Retail', 'Broker'];

export function isActiveChannel(channelType: string | null | undefined): boolean {
  return channelType !== null && channelType !== undefined && ACTIVE_CHANNEL_TYPES.includes(channelType);
}

/** Session keys that survive 'Save Progress & Logout' (spec 9). */
export const KEPT_ON_LOGOUT: readonly string[] = ['appId', 'nmlsId', 'branding', 'flowConfig', 'maxValue'];

export const TIMINGS = {
  apiTimeoutMs: 30_000,
  copyToastMs: 2_000,
  loadingMessageIntervalMs: 800,
  loginRedirectDelayMs: 1_000,
  brokerLoadingSafetyTimeoutMs: 2_000,
  brokerLoadingClearDelayMs: 100,
  dropzoneDialogCancelCheckMs: 300,
  officerCardPollMs: 200,
  officerCardPollTimes: 10,
  imageLoadTimeoutMs: 10_000,
} as const;

export const CACHE_LIFETIMES_MS = {
  logo: 24 * 60 * 60 * 1000,
  footer: 24 * 60 * 60 * 1000,
  loanOfficer: 24 * 60 * 60 * 1000,
  headshot: 7 * 24 * 60 * 60 * 1000,
  brokerData: 30 * 60 * 1000,
} as const;

/** A headshot is cached only when its serialized form is shorter than this (spec 9). */
export const HEADSHOT_CACHE_MAX_CHARS = 2_000_000;
export const HEADSHOT = { maxWidthPx: 200, jpegQuality: 0.8 } as const;

export const LAYOUT = {
  sidebarWidthPercent: 25,
  sidebarMinPx: 320,
  sidebarMaxPx: 400,
  sidebarCollapsedPx: 48,
  portalSidebarPx: 340,
  mobileDrawerHeight: '90vh',
  contentMaxPx: 800,
  contactCardWideMinPx: 890,
  contactCardNarrowPx: 750,
  modalMaxPx: 400,
  logoutModalMaxPx: 600,
  defaultLogoBox: { width: 150, height: 40 },
  brokerLogoBox: { width: 120, height: 40 },
} as const;

export const BRAND_COLORS = {
  defaultPrimary: '#278A43',
  defaultSecondary: '#333333',
  genericBrokerPrimary: '#000000',
  themePrimary: '#000000',
  themeSecondary: '#8c8c8f',
  background: '#f5f5f5',
  sidebar: '#58595B',
} as const;

/** Minimum loan amount and amount step (spec 9 exports them; DESIGN.md section 9 says what they are). */
export const MIN_LOAN_AMOUNT = 25_000;
export const LOAN_AMOUNT_STEP = 1_000;

/** The flow type of an application started without choosing one (spec 1, 9). */
export const DEFAULT_FLOW_TYPE = 'slim-1';
