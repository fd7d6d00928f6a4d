/**
 * The identity-verification service seen by the product (spec 7.3): a user per application, a link token
 * that opens the service's hosted page for one product, and the result of the session the borrower finished
 * there. Identity verification confirms name and date of birth; income verification connects a payroll
 * account and returns employers and income.
 */

export const VERIFICATION_PRODUCTS = ['identity_verification', 'income_verification'] as const;
export type VerificationProduct = (typeof VERIFICATION_PRODUCTS)[number];

/** Who is verified, as the application knows them when the link token is made. */
export interface VerificationApplicant {
  appId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface LinkToken {
  linkToken: string;
  /** Where the browser goes to verify; relative to our origin for the simulator, absolute for the service. */
  hostedUrl: string;
  expiresAt: string;
}

export interface VerifiedIdentity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** An employer found through the payroll connection; amounts in whole dollars a month. */
export interface VerifiedEmployer {
  employerName: string;
  position: string;
  startDate: string;
  monthlyBase: number;
  monthlyOvertime: number;
}

export type VerificationResult =
  | {
      product: 'identity_verification';
      sessionId: string;
      userId: string;
      /** retry: the service could not decide and asks the borrower to try once more. */
      status: 'passed' | 'failed' | 'retry';
      identity: VerifiedIdentity | null;
    }
  | {
      product: 'income_verification';
      sessionId: string;
      userId: string;
      status: 'passed' | 'failed';
      employers: VerifiedEmployer[];
    };

/** The session id is not one the service knows (expired, mistyped, or from before a restart). */
export class UnknownVerificationSessionError extends Error {
  constructor(readonly sessionId: string) {
    super(`Unknown verification session ${sessionId}`);
    this.name = 'UnknownVerificationSessionError';
  }
}

export interface VerificationProvider {
  name: string;
  /** The service's user for this application; the same user for the same application. */
  createUser(applicant: VerificationApplicant): Promise<{ userId: string }>;
  /** A link token for the hosted page; the page sends the borrower back to `returnUrl` when done. */
  createLinkToken(input: {
    userId: string;
    product: VerificationProduct;
    applicant: VerificationApplicant;
    returnUrl: string;
  }): Promise<LinkToken>;
  /** Throws UnknownVerificationSessionError or ProviderUnavailableError. */
  sessionResult(sessionId: string): Promise<VerificationResult>;
}
