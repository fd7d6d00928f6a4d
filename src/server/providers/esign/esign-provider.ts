/**
 * Electronic signature (DESIGN.md 3): the vendor hosts the page where the borrower signs a loan's sign item.
 * The simulator's page is served by this server (/esign-sim/…); a real vendor's is on its own site and it tells
 * us of the signature through a signed callback.
 */
export interface SigningRequest {
  /** Our reference for the sign item (the link token); the simulator's page is found by it. */
  reference: string;
  /** What the borrower signs: the sign item's description. */
  documentTitle: string;
  signerName: string;
  signerEmail: string | null;
  /** Where the vendor sends the signer back to when done. */
  returnUrl: string;
}

export interface SigningSession {
  envelopeId: string;
  /** The vendor's signing page: absolute, or rooted at this server for the simulator. */
  signingUrl: string;
}

/** The vendor's completion callback, once its signature is verified. */
export interface SignatureCompleted {
  envelopeId: string;
  signerName: string;
}

export interface EsignProvider {
  kind: 'simulator' | 'http';
  startSigning(request: SigningRequest): Promise<SigningSession>;
  /**
   * Reads a completion callback: the envelope signed, or null when the body is not a completion. Throws
   * InvalidEsignCallbackError when the signature over the raw body does not verify.
   */
  readCallback(rawBody: Buffer, signatureHeader: string | undefined): SignatureCompleted | null;
}

export class InvalidEsignCallbackError extends Error {
  constructor() {
    super('The e-sign callback signature does not verify');
    this.name = 'InvalidEsignCallbackError';
  }
}

/** The simulator's rule (documented in the README): the typed name must be the signer's, ignoring case and spaces. */
export function sameSigner(typed: string, signerName: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(typed) !== '' && normal(typed) === normal(signerName);
}
