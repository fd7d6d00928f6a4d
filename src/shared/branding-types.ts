/** Shapes of the branding and channel calls (spec 3 and 7.1, 7.6), shared by the API and the SPA. */
import type { Locale } from './i18n/locales.ts';

/** `GET /api/v2/application/{nmlsId}/channel` (unauthenticated; 404 for an unknown id). */
export interface ChannelLookupResult {
  nmlsId: string;
  /** Retail or Broker count as active; anything else is an inactive officer. */
  channelType: string;
  fullName: string;
  emailAddress: string;
  preferredTelephoneNumber: string;
  brokerCompanyNmlsId: string;
  brokerName: string;
  brokerTelephoneNumber: string | null;
  brokerAddressLineOne: string | null;
  brokerAddressLineTwo: string | null;
  brokerCity: string | null;
  brokerStateId: string | null;
  brokerPostalCodeId: string | null;
}

/** `GET /api/v2/branding/lo/{nmlsId}/contact` (unauthenticated). */
export interface LoanOfficerContact {
  name: string;
  /** The officer's NMLS number. */
  referenceNumber: string;
  phone: string;
  email: string;
  officeHour: string | null;
  isActive: boolean;
  loNmlsId: string;
  /** Absolute path of the company logo (`/api/v2/branding/{nmlsId}/logo`). */
  companyLogoUrl: string;
  headShotExists: boolean;
  /** Absolute path of the headshot image, or null when the officer has none. */
  headshotUrl: string | null;
}

/** `GET /api/v2/branding/lo/{nmlsId}/company/branding` (unauthenticated). */
export interface CompanyBranding {
  companyNmls: string;
  companyName: string;
  companyPhone: string | null;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** The company's colours; null when it has none (the theme colour is used then). */
  primaryColor: string | null;
  secondaryColor: string | null;
  /** The languages the company offers its borrowers (English always; Spanish unless the company turned it off). */
  languages: Locale[];
  /**
   * The company's note on a translated legal text (consents, disclosures, notices), by language: which version
   * governs. Shown with every such text in that language.
   */
  translationNotes: Partial<Record<Locale, string>>;
}

export const brandingPaths = {
  channel: (nmlsId: string) => `/v2/application/${nmlsId}/channel`,
  contact: (nmlsId: string) => `/v2/branding/lo/${nmlsId}/contact`,
  companyBranding: (nmlsId: string) => `/v2/branding/lo/${nmlsId}/company/branding`,
  /** Relative to the API base (`/api`). */
  logo: (nmlsId: string) => `/v2/branding/${nmlsId}/logo`,
  headshot: (nmlsId: string) => `/v2/branding/lo/${nmlsId}/headshot`,
} as const;
