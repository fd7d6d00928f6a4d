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

/**
 * E-SIGN (15 USC 7001(c)): what the borrower is told before agreeing to receive disclosures electronically.
 * Each paragraph answers one item the law lists; the screen shows them all and the server records this
 * version with a hash of the text. The consent also needs the borrower to have opened the disclosures page.
 */
export const E_SIGN_CONSENT: ConsentText & { paragraphs: { heading: string; text: string }[] } = {
  kind: 'e-sign',
  version: '2026-11-20',
  title: 'Consent to receive documents electronically',
  paragraphs: [
    {
      heading: 'What this consent covers',
      text:
        'This consent covers every disclosure, notice, agreement and statement about this loan application ' +
        'and the loan that may follow it, including the initial disclosures, the Loan Estimate or the HELOC ' +
        'early disclosures, and the documents you sign before closing.',
    },
    {
      heading: 'Your right to paper copies',
      text:
        'You may ask for a paper copy of any document at any time, free of charge, by calling your loan ' +
        'officer or writing to the lender at the address shown in the page footer. Asking for a paper copy ' +
        'does not withdraw this consent.',
    },
    {
      heading: 'How to withdraw your consent',
      text:
        'You may withdraw this consent at any time, free of charge, by telling your loan officer by phone or ' +
        'email. After you withdraw, we will send every later document on paper by mail, which may slow down ' +
        'your application; documents already delivered stay valid.',
    },
    {
      heading: 'Keeping your contact details current',
      text:
        'Tell your loan officer when your email address or mailing address changes, or update your contact ' +
        'information in the application, so that documents reach you.',
    },
    {
      heading: 'What you need to open and keep the documents',
      text:
        'A device with a current version of Chrome, Edge, Firefox or Safari, an internet connection, an email ' +
        'address, and enough storage to save or a printer to print the documents. The documents are web pages ' +
        'you can save or print from your browser.',
    },
  ],
  get text() {
    return this.paragraphs.map((paragraph) => `${paragraph.heading}. ${paragraph.text}`).join('\n');
  },
};
