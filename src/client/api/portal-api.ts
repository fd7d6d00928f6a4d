/**
 * The portal's calls (spec 7.5; docs: the portal contract of issue 8): the dashboard list, the lookup validation,
 * a loan's detail (contacts) and summary (milestone, to-dos), and a document upload to a condition: presign,
 * PUT to storage, satisfy.
 */
import axios, { type AxiosInstance } from 'axios';
import type { PortalCard, PortalContact } from '../../shared/portal-types.ts';
import { UPLOAD_TEXTS, UPLOAD_URL_TTL_SECONDS } from '../../shared/uploads.ts';
import type { Appointment, LoanSummary } from './loan-api.ts';

export type { PortalCard, PortalContact };

export interface PortalLoanDetail {
  id: string;
  street: string | null;
  loanNumber: string | null;
  status: string | null;
  toDoCount: number | null;
  loanOfficer: PortalContact | null;
  otherContacts: PortalContact[] | null;
}

export interface PortalDocument {
  id: string;
  filename: string;
  contentType: string;
  status: 'SUBMITTED' | 'REVIEWED' | 'REJECTED';
  reason: string | null;
  uploadedAt: string;
}

export interface PortalTask {
  id: string;
  code: string;
  description: string;
  status: string;
  completionDate: string | null;
  submittedOn: string | null;
  reason: string | null;
  documents: PortalDocument[];
}

export interface PortalSignItem {
  id: string;
  code: string;
  description: string;
  status: string;
  completionDate: string | null;
  submittedOn: string | null;
}

export interface PortalLoanSummary extends Omit<LoanSummary, 'tasks' | 'sign'> {
  id: string;
  street: string | null;
  tasks: PortalTask[];
  sign: PortalSignItem[];
  closingAppointment: Appointment | null;
  appraisalAppointment: Appointment | null;
}

/** TanStack Query keys: the event stream invalidates them when a loan changes. */
export const portalQueryKeys = {
  all: ['portal'] as const,
  list: ['portal', 'list'] as const,
  detail: (loanId: string) => ['portal', 'detail', loanId] as const,
  loan: (loanId: string) => ['portal', 'loan', loanId] as const,
};

const loanPath = (loanId: string) => `/v2/portal/${encodeURIComponent(loanId)}`;
const conditionPath = (loanId: string, conditionId: string) =>
  `${loanPath(loanId)}/conditions/${encodeURIComponent(conditionId)}`;

/** The server's `message`, when it sent one (the upload texts of spec 5 come that way). */
export function serverMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const body = error.response?.data as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

/** GET /api/v2/portal?email=…: the server answers only the caller's own loans and applications. */
export async function fetchPortalList(http: AxiosInstance, email: string | undefined): Promise<PortalCard[]> {
  const { data } = await http.get<{ loans?: PortalCard[] }>('/v2/portal', {
    params: email ? { email } : {},
  });
  return Array.isArray(data?.loans) ? data.loans : [];
}

export type LookupResult =
  | { matched: true }
  /** The server's words for the mismatch (the spec's text, in the page's language), when it sent them. */
  | { matched: false; message: string | null };

/** POST /api/v2/portal/lookup (spec 5, dashboard lookup validation). A 422 is a mismatch, not a failure. */
export async function lookupLoan(http: AxiosInstance, lastName: string, zip: string): Promise<LookupResult> {
  try {
    await http.post('/v2/portal/lookup', { lastName, zip });
    return { matched: true };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 422) {
      return { matched: false, message: serverMessage(error) };
    }
    throw error;
  }
}

export async function fetchPortalDetail(http: AxiosInstance, loanId: string): Promise<PortalLoanDetail> {
  const { data } = await http.get<PortalLoanDetail>(loanPath(loanId));
  return data;
}

export async function fetchPortalLoan(http: AxiosInstance, loanId: string): Promise<PortalLoanSummary> {
  const { data } = await http.get<PortalLoanSummary>(`${loanPath(loanId)}/loan`);
  return data;
}

export interface ConditionUpload {
  loanId: string;
  conditionId: string;
  /** How the condition is named in an error ('{condition} upload failed …', spec 8). */
  conditionName: string;
  loanNumber: string;
  file: File;
}

export interface Presigned {
  uploadUrl: string;
  key: string;
}

/** POST …/upload-url (spec 7.5): a presigned PUT for this file, valid 600 seconds. */
export async function requestUploadUrl(
  http: AxiosInstance,
  { loanId, conditionId, file }: Pick<ConditionUpload, 'loanId' | 'conditionId' | 'file'>,
): Promise<Presigned> {
  const { data } = await http.post<Partial<Presigned>>(
    `${conditionPath(loanId, conditionId)}/upload-url`,
    undefined,
    {
      params: {
        filename: file.name,
        contentType: file.type || 'application/octet-stream',
        ttlSeconds: UPLOAD_URL_TTL_SECONDS,
        size: file.size,
      },
      // An empty body without Content-Type (axios would call it form data).
      headers: { 'Content-Type': false },
    },
  );
  if (!data?.uploadUrl || !data.key) throw new Error(UPLOAD_TEXTS.presignMissing);
  return { uploadUrl: data.uploadUrl, key: data.key };
}

/**
 * PUT the file to the presigned URL, with the signed Content-Type and no bearer token (the URL is the
 * permission; S3 would refuse a foreign Authorization header).
 */
export async function putToStorage(uploadUrl: string, file: File, conditionName: string): Promise<void> {
  const response = await axios.put(uploadUrl, file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    validateStatus: () => true,
    timeout: 0,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(
      `${conditionName} upload failed (storage PUT): ${response.status} ${response.statusText}`.trim(),
    );
  }
}

/** POST …/satisfy: the stored object becomes the condition's document. */
export async function satisfyCondition(
  http: AxiosInstance,
  loanId: string,
  conditionId: string,
  loanNumber: string,
  s3Key: string,
): Promise<void> {
  await http.post(`${conditionPath(loanId, conditionId)}/satisfy`, { loanNumber, s3Key });
}

/** One file to one condition (spec 4.10): presign, upload, satisfy. Fails with the server's words when it sent any. */
export async function uploadConditionDocument(http: AxiosInstance, upload: ConditionUpload): Promise<void> {
  try {
    const { uploadUrl, key } = await requestUploadUrl(http, upload);
    await putToStorage(uploadUrl, upload.file, upload.conditionName);
    await satisfyCondition(http, upload.loanId, upload.conditionId, upload.loanNumber, key);
  } catch (error) {
    const message = serverMessage(error);
    throw message ? new Error(message) : error;
  }
}

/**
 * The event stream's URL (spec 7.8: the token travels as `auth_token`, since EventSource cannot send headers).
 */
export function eventStreamUrl(apiBaseUrl: string, accessToken: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/v2/events?auth_token=${encodeURIComponent(accessToken)}`;
}
