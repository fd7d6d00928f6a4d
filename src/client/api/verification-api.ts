import axios, { type AxiosInstance } from 'axios';
import type { ApplicationDocument } from './application-document.ts';
import { failureText } from './failure-text.ts';

/**
 * Identity and income verification (spec 7.3): the provider user, the link token that opens the service's hosted
 * page, and the verify calls that read the finished session. Failures carry the server's words.
 */

export type VerificationKind = 'identity' | 'income';

export const PRODUCT_OF: Record<VerificationKind, 'identity_verification' | 'income_verification'> = {
  identity: 'identity_verification',
  income: 'income_verification',
};

export class VerificationCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'VerificationCallError';
  }
}

/** The server's words when it sent them, else the `calls` catalogue's in the page's language. */
async function call<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    const answer = axios.isAxiosError(error) ? error.response : undefined;
    const message = (answer?.data as { message?: unknown } | undefined)?.message;
    throw new VerificationCallError(
      typeof message === 'string' ? message : await failureText('verification.unreachable'),
      answer?.status ?? null,
    );
  }
}

export interface LinkToken {
  linkToken: string;
  hostedUrl: string;
  expiresAt: string;
}

export const createVerificationUser = (http: AxiosInstance, appId: string) =>
  call<{ data: { userId: string } }>(() => http.get(`/v2/idv/create-user/${appId}`)).then(
    (answer) => answer.data,
  );

export const createLinkToken = (
  http: AxiosInstance,
  appId: string,
  kind: VerificationKind,
  returnPath: string,
) =>
  call<{ data: LinkToken }>(() =>
    http.post('/v2/idv/create-token', { appId, product: PRODUCT_OF[kind], returnPath }),
  ).then((answer) => answer.data);

export interface IdentityPrefill {
  status: string;
  verifiedAt: string | null;
  lockedFields: string[];
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
}

export const fetchIdentityPrefill = (http: AxiosInstance, appId: string) =>
  call<{ data: IdentityPrefill }>(() => http.get(`/v2/idv/identity/verification/${appId}`)).then(
    (answer) => answer.data,
  );

/** verify-id or verify-income for the borrower: the application document with the outcome in `verification`. */
export const verifySession = (
  http: AxiosInstance,
  appId: string,
  kind: VerificationKind,
  sessionId: string,
) =>
  call<ApplicationDocument>(() =>
    http.post(`/v2/application/${appId}/borrower/${kind === 'identity' ? 'verify-id' : 'verify-income'}`, {
      sessionId,
    }),
  );
