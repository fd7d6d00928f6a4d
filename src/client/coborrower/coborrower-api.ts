import type { AxiosInstance } from 'axios';
import { HARD_CREDIT_PULL_VERSION } from '../../shared/consent-versions.ts';
import { refusalOf, SaveRefusedError } from '../api/application-api.ts';

/** A contact as GET /api/v2/application/{appId}/contacts lists it: who and where they stand, never answers. */
export interface Contact {
  contactId: string;
  appId: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  status: 'invited' | 'accepted' | 'completed';
  invitedAt: string;
  acceptedAt: string | null;
}

/** The co-borrower's own answers (GET /api/v2/coborrower/application/{appId}/contact/{contactId}). */
export interface CoborrowerDocument {
  appId: string;
  contactId: string;
  status: Contact['status'];
  version: number;
  coborrower: Record<string, unknown>;
}

export interface Invitation {
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
}

const enc = encodeURIComponent;
const contactPath = (appId: string, contactId: string) =>
  `/v2/coborrower/application/${enc(appId)}/contact/${enc(contactId)}`;

/** POST basic-info (spec 7.4): the borrower invites a co-borrower; the server mails the invitation. */
export async function postInvitation(
  http: AxiosInstance,
  appId: string,
  invitation: Invitation,
): Promise<Contact> {
  const { data } = await http.post<{ data: Contact }>(
    `/v2/coborrower/application/${enc(appId)}/basic-info`,
    invitation,
  );
  return data.data;
}

/** PATCH invitation/{contactId}: new name or email of an invitation nobody accepted; the old link stops working. */
export async function editInvitation(
  http: AxiosInstance,
  appId: string,
  contactId: string,
  changes: Partial<Invitation>,
): Promise<Contact> {
  const { data } = await http.patch<{ data: Contact }>(
    `/v2/coborrower/application/${enc(appId)}/invitation/${enc(contactId)}`,
    changes,
  );
  return data.data;
}

/** POST invitation/{contactId}/resend: a new link mailed; the old one stops working. */
export async function resendInvitation(
  http: AxiosInstance,
  appId: string,
  contactId: string,
): Promise<Contact> {
  const { data } = await http.post<{ data: Contact }>(
    `/v2/coborrower/application/${enc(appId)}/invitation/${enc(contactId)}/resend`,
  );
  return data.data;
}

/** DELETE contact/{contactId}: the borrower removes a co-borrower (their link stops working). */
export async function removeCoborrower(http: AxiosInstance, appId: string, contactId: string): Promise<void> {
  await http.delete(contactPath(appId, contactId));
}

/** Where the signed-in person is a co-borrower, and where each part resumes. */
export interface CoborrowerPart {
  appId: string;
  contactId: string;
  nmlsId: string;
  flowType: string;
  status: Contact['status'];
  submitted: boolean;
  lastPath: string | null;
}

export async function fetchCoborrowerParts(http: AxiosInstance): Promise<CoborrowerPart[]> {
  const { data } = await http.get<{ data: CoborrowerPart[] }>('/v2/coborrower/applications');
  return data.data;
}

/** PATCH …/contact/{contactId}/lastPath: the co-borrower's own step to resume on (text/plain). */
export async function saveCoborrowerLastPath(
  http: AxiosInstance,
  appId: string,
  contactId: string,
  path: string,
): Promise<void> {
  await http.patch(`${contactPath(appId, contactId)}/lastPath`, path, {
    headers: { 'Content-Type': 'text/plain' },
    pathTracking: true,
  });
}

/** GET /api/v2/application/{appId}/contacts (spec 7.1). */
export async function fetchContacts(http: AxiosInstance, appId: string): Promise<Contact[]> {
  const { data } = await http.get<{ data: Contact[] }>(`/v2/application/${enc(appId)}/contacts`);
  return data.data;
}

/** POST create-account (spec 7.4): the signed-in co-borrower accepts with the token from the mail. */
export async function acceptInvitation(
  http: AxiosInstance,
  appId: string,
  contactId: string,
  invite: string,
): Promise<Contact> {
  const { data } = await http.post<{ data: Contact }>(
    `/v2/coborrower/create-account/application/${enc(appId)}/contact/${enc(contactId)}`,
    { invite },
  );
  return data.data;
}

export async function fetchCoborrowerDocument(
  http: AxiosInstance,
  appId: string,
  contactId: string,
): Promise<CoborrowerDocument> {
  const { data } = await http.get<CoborrowerDocument>(contactPath(appId, contactId));
  return data;
}

/**
 * PUT one section of the co-borrower's answers (the resource named after it) based on `version`; a refusal
 * rejects with SaveRefusedError like an application save (409 stale, 400 naming the field).
 */
export async function putCoborrowerResource(
  http: AxiosInstance,
  appId: string,
  contactId: string,
  resource: string,
  version: number,
  body: Record<string, unknown>,
  step?: string,
): Promise<CoborrowerDocument> {
  try {
    const { data } = await http.request<CoborrowerDocument>({
      method: resource === 'complete' ? 'POST' : 'PUT',
      url: `${contactPath(appId, contactId)}/${enc(resource)}`,
      data: body,
      headers: { 'If-Match': `"${version}"` },
      ...(step ? { params: { step } } : {}),
    });
    return data;
  } catch (error) {
    throw new SaveRefusedError(refusalOf(error));
  }
}

/** The co-borrower's own authorisation of the hard inquiry, recorded with its text version (POST …/consents). */
export async function recordCoborrowerCreditConsent(
  http: AxiosInstance,
  appId: string,
  contactId: string,
): Promise<void> {
  await http.post(`${contactPath(appId, contactId)}/consents`, {
    kind: HARD_CREDIT_PULL_VERSION.kind,
    textVersion: HARD_CREDIT_PULL_VERSION.version,
  });
}

/** The resource segment that writes each section of the co-borrower's answers. */
export const SECTION_RESOURCES: Record<string, string> = {
  legal: 'legal',
  residence: 'residence',
  creditScore: 'creditscore',
  employment: 'employment',
  otherIncome: 'otherincome',
  realEstate: 'realestate',
  income: 'income',
  declarations: 'declarations',
  military: 'military',
  demographics: 'demographics',
  otherLiabilities: 'otherliabilities',
  acknowledgments: 'acknowledgments',
  creditAuthorization: 'creditauthorization',
};
