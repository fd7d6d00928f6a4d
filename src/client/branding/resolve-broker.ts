import { brandColors, brandKind } from '../../shared/branding/brand-rules.ts';
import { isDefaultBroker } from '../../shared/branding/default-company.ts';
import type {
  ChannelLookupResult,
  CompanyBranding,
  LoanOfficerContact,
} from '../../shared/branding-types.ts';
import { isActiveChannel } from '../../shared/constants.ts';
import type { ResolvedBranding } from './broker.ts';

export interface ProviderBrand {
  legalName: string;
  nmlsId: string;
  nameVariants: readonly string[];
  primaryColor: string;
  secondaryColor: string;
}

export interface BrandingSources {
  officerId: string;
  provider: ProviderBrand;
  /** The bundled default logo. */
  defaultLogoUrl: string;
  /** Used when the contact carries no logo URL. */
  fallbackLogoUrl: string;
  channel: ChannelLookupResult | null;
  contact: LoanOfficerContact | null;
  company: CompanyBranding | null;
  /** A branding call failed or the officer is unknown. */
  failed: boolean;
}

export function formatCompanyAddress(parts: {
  lineOne?: string | null;
  lineTwo?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}): string {
  const cityLine = [parts.city, [parts.state, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean);
  return [parts.lineOne, parts.lineTwo, cityLine.join(', ')].filter((part) => part?.trim()).join(', ');
}

/** Maps the three branding calls (spec 7.1, 7.6) onto the Broker context; a failure yields the default broker. */
export function resolveBranding(sources: BrandingSources): ResolvedBranding {
  const { officerId, provider, channel, contact, company } = sources;
  const failed = sources.failed || channel === null;
  const rawCompanyName = company?.companyName ?? channel?.brokerName ?? '';
  const isDefault = failed || isDefaultBroker(officerId, rawCompanyName, provider.nameVariants);
  const kind = brandKind({ failed, officerId, isDefaultBroker: isDefault });
  const colors = brandColors(kind, provider, company);
  if (failed) {
    return {
      kind,
      colors,
      isValid: false,
      companyPhone: null,
      broker: {
        companyName: provider.legalName,
        companyNmls: provider.nmlsId,
        companyLogoUrl: sources.defaultLogoUrl,
        companyAddress: '',
        loName: '',
        loEmail: '',
        loPhone: '',
        loNmlsId: officerId,
        loHeadshotUrl: null,
        isActive: false,
        channelType: channel?.channelType ?? null,
        isDefaultBroker: true,
      },
    };
  }
  return {
    kind,
    colors,
    isValid: true,
    companyPhone: company?.companyPhone ?? channel?.brokerTelephoneNumber ?? null,
    broker: {
      companyName: isDefault ? provider.legalName : rawCompanyName,
      companyNmls: isDefault ? provider.nmlsId : (company?.companyNmls ?? channel?.brokerCompanyNmlsId ?? ''),
      companyLogoUrl: isDefault ? sources.defaultLogoUrl : contact?.companyLogoUrl || sources.fallbackLogoUrl,
      companyAddress: company
        ? formatCompanyAddress({
            lineOne: company.addressLineOne,
            lineTwo: company.addressLineTwo,
            city: company.city,
            state: company.state,
            postalCode: company.postalCode,
          })
        : formatCompanyAddress({
            lineOne: channel?.brokerAddressLineOne,
            lineTwo: channel?.brokerAddressLineTwo,
            city: channel?.brokerCity,
            state: channel?.brokerStateId,
            postalCode: channel?.brokerPostalCodeId,
          }),
      loName: contact?.name ?? channel?.fullName ?? '',
      loEmail: contact?.email ?? channel?.emailAddress ?? '',
      loPhone: contact?.phone ?? channel?.preferredTelephoneNumber ?? '',
      loNmlsId: contact?.referenceNumber ?? channel?.nmlsId ?? officerId,
      loHeadshotUrl: contact?.headShotExists && contact.headshotUrl ? contact.headshotUrl : null,
      isActive: isActiveChannel(channel?.channelType) && (contact?.isActive ?? true),
      channelType: channel?.channelType ?? null,
      isDefaultBroker: isDefault,
      ...(company ? { languages: company.languages, translationNotes: company.translationNotes } : {}),
    },
  };
}
