/** The portal's Contact Us (spec 2.10): the loan officer, the loan's processing team and the support line. */
import { DEFAULT_OFFICER_ID, isActiveChannel } from '../../shared/constants.ts';
import type { PortalContact } from '../../shared/portal-types.ts';
import { findOfficer } from '../branding/officer-repository.ts';
import type { ProviderCompany, ProviderContact } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';

const LOAN_OFFICER_TITLE = 'Licensed Loan Officer';

/**
 * The application's officer; the provider company's own contact when that is the default officer, or when the
 * officer is unknown or inactive (spec 5: such an officer is replaced by the default one).
 */
export async function loanOfficerContact(
  orm: Orm,
  provider: ProviderCompany,
  nmlsId: string,
): Promise<PortalContact> {
  const found = await findOfficer(orm, nmlsId);
  if (found && found.officer.nmlsId !== DEFAULT_OFFICER_ID && isActiveChannel(found.officer.channelType)) {
    const { officer } = found;
    return {
      category: 'loan',
      title: LOAN_OFFICER_TITLE,
      name: officer.fullName,
      referenceNumber: officer.nmlsId,
      officeHour: officer.officeHour,
      phone: officer.phone,
      email: officer.email,
    };
  }
  const company = await findOfficer(orm, DEFAULT_OFFICER_ID);
  return {
    category: 'loan',
    title: LOAN_OFFICER_TITLE,
    name: provider.legalName,
    referenceNumber: provider.nmlsId,
    officeHour: company?.officer.officeHour ?? null,
    phone: company?.officer.phone ?? provider.phone,
    email: company?.officer.email ?? '',
  };
}

function fromConfig(category: PortalContact['category'], contact: ProviderContact): PortalContact {
  return {
    category,
    title: contact.title,
    name: contact.name,
    referenceNumber: null,
    officeHour: contact.officeHour ?? null,
    phone: contact.phone,
    email: contact.email,
  };
}

/** The processing team (category loan) and the support line (category support) of the provider's config. */
export function otherContacts(provider: ProviderCompany): PortalContact[] {
  const { processing, support } = provider.contacts ?? {};
  return [
    ...(processing ? [fromConfig('loan', processing)] : []),
    ...(support ? [fromConfig('support', support)] : []),
  ];
}
