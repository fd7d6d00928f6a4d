import { type BrandPalette, brandPalette } from '../../shared/branding/brand-palette.ts';
import { type BrandKind, brandColors, brandKind } from '../../shared/branding/brand-rules.ts';
import { isDefaultBroker } from '../../shared/branding/default-company.ts';
import { IDENTITY_PAGE_OFFICER_PARAM } from '../../shared/branding/identity-page-brand.ts';
import { brandingPaths } from '../../shared/branding-types.ts';
import { DEFAULT_OFFICER_ID, isActiveChannel, LAYOUT } from '../../shared/constants.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { findOfficer } from '../branding/officer-repository.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';
import { companyLanguages } from '../i18n/locale-preferences.ts';

/**
 * The brand the identity provider's pages wear: the officer's broker's (logo, colours) when the SPA named an
 * officer (`ext-nmls-id` on /authorize), the provider's otherwise, with the same rules the SPA's frame follows
 * (src/shared/branding): an unknown or inactive officer, or a broker that is the provider itself, gets the
 * provider's brand.
 */
export interface IdpBrand {
  kind: BrandKind;
  name: string;
  logoUrl: string;
  logoBox: { width: number; height: number };
  palette: BrandPalette;
  /** Spec 2.6: the default icon for the provider's brand, none for a broker's. */
  favicon: 'default' | 'blank';
  /** The languages the pages may speak: the broker's company's (issue 22: Spanish can be turned off), else all. */
  languages: Locale[];
}

export const OFFICER_PARAM = IDENTITY_PAGE_OFFICER_PARAM;

const logoUrl = (nmlsId: string) => `/api${brandingPaths.logo(nmlsId)}`;

export function providerBrand(provider: ProviderCompany): IdpBrand {
  return {
    kind: 'default',
    name: provider.legalName,
    logoUrl: logoUrl(provider.nmlsId),
    logoBox: LAYOUT.defaultLogoBox,
    palette: brandPalette(brandColors('default', provider, null)),
    favicon: 'default',
    languages: [...LOCALES],
  };
}

export async function idpBrand(
  orm: Orm,
  provider: ProviderCompany,
  officerId: string | undefined,
): Promise<IdpBrand> {
  if (!officerId || !/^\d{1,12}$/.test(officerId) || officerId === DEFAULT_OFFICER_ID) {
    return providerBrand(provider);
  }
  const found = await findOfficer(orm, officerId);
  if (!found || !isActiveChannel(found.officer.channelType)) return providerBrand(provider);
  const { company } = found;
  const kind = brandKind({
    failed: false,
    officerId,
    isDefaultBroker: isDefaultBroker(officerId, company.name, provider.nameVariants),
  });
  if (kind !== 'broker') return providerBrand(provider);
  return {
    kind,
    name: company.name,
    logoUrl: company.logo ? logoUrl(officerId) : logoUrl(provider.nmlsId),
    logoBox: LAYOUT.brokerLogoBox,
    palette: brandPalette(brandColors(kind, provider, company)),
    favicon: 'blank',
    languages: companyLanguages(company),
  };
}
