import type { BrandColors, BrandKind } from '../../shared/branding/brand-rules.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

/** The spec's Broker context (section 3): who brands the current page. */
export interface Broker {
  companyName: string;
  companyNmls: string;
  /** The image to show as the logo: the bundled default for the default company, else the broker's logo URL. */
  companyLogoUrl: string;
  companyAddress: string;
  loName: string;
  loEmail: string;
  loPhone: string;
  loNmlsId: string;
  loHeadshotUrl: string | null;
  isActive: boolean;
  channelType: string | null;
  loading: boolean;
  isDefaultBroker: boolean;
  /**
   * The languages the company offers its borrowers (its branding's `languages`, issue 22); absent while the
   * company branding is unknown (see useOfferedLanguages).
   */
  languages?: readonly Locale[];
  /** The company's note on which version of a translated legal text governs, per language. */
  translationNotes?: Partial<Record<Locale, string>>;
}

export type { BrandColors, BrandKind } from '../../shared/branding/brand-rules.ts';

/** Everything the branding calls resolve to; cached in session storage for 30 minutes. */
export interface ResolvedBranding {
  broker: Omit<Broker, 'loading'>;
  kind: BrandKind;
  colors: BrandColors;
  /** False once the broker lookup failed ('Failed to load broker information'); the default broker is used then. */
  isValid: boolean;
  companyPhone: string | null;
}
