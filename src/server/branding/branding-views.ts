import type {
  ChannelLookupResult,
  CompanyBranding,
  LoanOfficerContact,
} from '../../shared/branding-types.ts';
import { brandingPaths } from '../../shared/branding-types.ts';
import { isActiveChannel } from '../../shared/constants.ts';
import { companyLanguages, translationNotesOf } from '../i18n/locale-preferences.ts';
import type { Company, LoanOfficer } from './officer-repository.ts';

/** Database rows → the response shapes of spec 3. */

const apiPath = (path: string) => `/api${path}`;

export function channelView(officer: LoanOfficer, company: Company): ChannelLookupResult {
  return {
    nmlsId: officer.nmlsId,
    channelType: officer.channelType,
    fullName: officer.fullName,
    emailAddress: officer.email,
    preferredTelephoneNumber: officer.phone,
    brokerCompanyNmlsId: company.nmlsId,
    brokerName: company.name,
    brokerTelephoneNumber: company.phone,
    brokerAddressLineOne: company.addressLineOne,
    brokerAddressLineTwo: company.addressLineTwo,
    brokerCity: company.city,
    brokerStateId: company.state,
    brokerPostalCodeId: company.postalCode,
  };
}

export function contactView(officer: LoanOfficer): LoanOfficerContact {
  const headShotExists = officer.headshot !== null;
  return {
    name: officer.fullName,
    referenceNumber: officer.nmlsId,
    phone: officer.phone,
    email: officer.email,
    officeHour: officer.officeHour,
    isActive: isActiveChannel(officer.channelType),
    loNmlsId: officer.nmlsId,
    companyLogoUrl: apiPath(brandingPaths.logo(officer.nmlsId)),
    headShotExists,
    headshotUrl: headShotExists ? apiPath(brandingPaths.headshot(officer.nmlsId)) : null,
  };
}

export function companyBrandingView(company: Company): CompanyBranding {
  return {
    companyNmls: company.nmlsId,
    companyName: company.name,
    companyPhone: company.phone,
    addressLineOne: company.addressLineOne,
    addressLineTwo: company.addressLineTwo,
    city: company.city,
    state: company.state,
    postalCode: company.postalCode,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    languages: companyLanguages(company),
    // The note of each translated language, the company's own or the `legal` catalogue's default.
    translationNotes: translationNotesOf(company),
  };
}
