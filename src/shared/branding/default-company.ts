import { DEFAULT_OFFICER_ID } from '../constants.ts';

/**
 * A broker counts as the default company when its name contains one of the provider's name variants,
 * case-insensitively (spec 4.12). Spaces and punctuation are ignored on both sides, so
 * 'Keystone Home-Lending, LLC' and 'keystonehomelending' still match.
 */
export function isDefaultCompanyName(name: string | null | undefined, variants: readonly string[]): boolean {
  if (!name) return false;
  const haystack = squash(name);
  return variants.some((variant) => {
    const needle = squash(variant);
    return needle !== '' && haystack.includes(needle);
  });
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isDefaultBroker(
  officerId: string,
  companyName: string | null | undefined,
  variants: readonly string[],
) {
  return officerId === DEFAULT_OFFICER_ID || isDefaultCompanyName(companyName, variants);
}
