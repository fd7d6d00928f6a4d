import { BRAND_COLORS, DEFAULT_OFFICER_ID } from '../constants.ts';
import { isHexColor } from './contrast.ts';

/**
 * 'default': the provider's own brand; 'broker': a custom broker's brand; 'generic': the neutral 'Broker' brand
 * used when the branding of a non-default officer could not be loaded (spec 8).
 */
export type BrandKind = 'default' | 'broker' | 'generic';

export interface BrandColors {
  primary: string;
  secondary: string;
}

export const GENERIC_BRAND_NAME = 'Broker';
export const FALLBACK_TITLE = 'Lending Made Simple';

/** Which brand a page wears (spec 4.12 and 8). */
export function brandKind(input: {
  failed: boolean;
  officerId: string;
  isDefaultBroker: boolean;
}): BrandKind {
  if (input.failed) return input.officerId === DEFAULT_OFFICER_ID ? 'default' : 'generic';
  return input.isDefaultBroker ? 'default' : 'broker';
}

interface ColorSource {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

/**
 * Theme colours per brand: the provider's (default #278A43 / #333333), a broker's own (the theme colours when it
 * has none), or black for the generic brand.
 */
export function brandColors(
  kind: BrandKind,
  provider: ColorSource,
  company: ColorSource | null,
): BrandColors {
  if (kind === 'generic') {
    return { primary: BRAND_COLORS.genericBrokerPrimary, secondary: BRAND_COLORS.themeSecondary };
  }
  if (kind === 'default') {
    return {
      primary: validColor(provider.primaryColor) ?? BRAND_COLORS.defaultPrimary,
      secondary: validColor(provider.secondaryColor) ?? BRAND_COLORS.defaultSecondary,
    };
  }
  return {
    primary: validColor(company?.primaryColor) ?? BRAND_COLORS.themePrimary,
    secondary: validColor(company?.secondaryColor) ?? BRAND_COLORS.themeSecondary,
  };
}

function validColor(value: string | null | undefined): string | null {
  return isHexColor(value) ? value.trim() : null;
}

/** 'Apply with {company name}' for the default company or a broker, otherwise 'Lending Made Simple' (spec 2.6). */
export function documentTitle(kind: BrandKind | null, companyName: string): string {
  if (kind === null || kind === 'generic' || companyName.trim() === '') return FALLBACK_TITLE;
  return `Apply with ${companyName.trim()}`;
}

/** The default favicon for the default company, a blank one otherwise (spec 2.6). */
export function faviconKind(kind: BrandKind | null): 'default' | 'blank' {
  return kind === 'broker' || kind === 'generic' ? 'blank' : 'default';
}
