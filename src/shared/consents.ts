/**
 * Consent texts exactly as the borrower sees them. The server records which version was accepted,
 * with a hash of its text, when and by whom (FCRA written instruction; DOMAIN.md section 4).
 */
export interface ConsentText {
  kind: string;
  version: string;
  title: string;
  text: string;
}

export const SOFT_CREDIT_PULL_CONSENT: ConsentText = {
  kind: 'soft-credit-pull',
  version: '2026-11-01',
  title: 'Authorization to check your credit',
  text:
    'By checking the box below, I am providing written instructions under the Fair Credit Reporting Act ' +
    'authorizing the lender and its service providers to obtain my consumer credit report and related ' +
    'information from one or more consumer reporting agencies. This is a soft inquiry: it does not affect ' +
    'my credit score and lenders other than this one cannot see it. It is used to prequalify me for home ' +
    'equity offers and to verify my identity. If I apply for a loan, a hard inquiry may be made later, ' +
    'and I will be asked for permission before that happens.',
};

export const CONSENT_TEXTS: Record<string, ConsentText> = {
  [SOFT_CREDIT_PULL_CONSENT.kind]: SOFT_CREDIT_PULL_CONSENT,
};
