import { readBrandingCache, writeBrandingCache } from './branding-cache.ts';
import type { Broker, ResolvedBranding } from './broker.ts';
import type { HeadshotState } from './use-headshot.ts';

/** The per-item caches of spec 3 ("Cached branding items"). */

interface LogoEntry {
  logoUrl: string;
  altText: string;
  companyName: string;
  timestamp: number;
}

interface FooterEntry {
  companyName: string;
  companyNmlsId: string;
  isDefaultCompany: boolean;
  timestamp: number;
}

interface LoanOfficerEntry {
  loName: string;
  loEmail: string;
  loPhone: string;
  loNmlsId: string;
  loHeadshotUrl: string | null;
  loHeadshotBase64: string | null;
  loHeadshotLoadStatus: HeadshotState['status'];
  companyAddress: string;
  companyPhone: string | null;
  isActive: boolean;
  timestamp: number;
}

export function logoAltText(companyName: string): string {
  return `${companyName} logo`;
}

export function writeItemCaches(brokerId: string, resolved: ResolvedBranding, headshot: HeadshotState): void {
  const { broker } = resolved;
  writeBrandingCache('logo', brokerId, {
    logoUrl: broker.companyLogoUrl,
    altText: logoAltText(broker.companyName),
    companyName: broker.companyName,
  });
  writeBrandingCache('footer', brokerId, {
    companyName: broker.companyName,
    companyNmlsId: broker.companyNmls,
    isDefaultCompany: broker.isDefaultBroker,
  });
  writeBrandingCache('loanOfficer', brokerId, {
    loName: broker.loName,
    loEmail: broker.loEmail,
    loPhone: broker.loPhone,
    loNmlsId: broker.loNmlsId,
    loHeadshotUrl: broker.loHeadshotUrl,
    loHeadshotBase64: headshot.dataUrl,
    loHeadshotLoadStatus: headshot.status,
    companyAddress: broker.companyAddress,
    companyPhone: resolved.companyPhone,
    isActive: broker.isActive,
  });
}

/** What the item caches already know about a broker, shown while its branding calls are under way. */
export function readItemCaches(brokerId: string): Partial<Broker> {
  const logo = readBrandingCache<LogoEntry>('logo', brokerId);
  const footer = readBrandingCache<FooterEntry>('footer', brokerId);
  const officer = readBrandingCache<LoanOfficerEntry>('loanOfficer', brokerId);
  return {
    ...(logo ? { companyLogoUrl: logo.logoUrl, companyName: logo.companyName } : {}),
    ...(footer
      ? {
          companyName: footer.companyName,
          companyNmls: footer.companyNmlsId,
          isDefaultBroker: footer.isDefaultCompany,
        }
      : {}),
    ...(officer
      ? {
          loName: officer.loName,
          loEmail: officer.loEmail,
          loPhone: officer.loPhone,
          loNmlsId: officer.loNmlsId,
          loHeadshotUrl: officer.loHeadshotUrl,
          companyAddress: officer.companyAddress,
          isActive: officer.isActive,
        }
      : {}),
  };
}
