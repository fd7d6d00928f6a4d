/**
 * Consent texts exactly as the borrower sees them. The server records which version was accepted,
 * with a hash of its text, when and by whom (FCRA written instruction; DOMAIN.md section 4).
 */
import {
  DISCLOSURES_RECEIPT_VERSION,
  E_SIGN_VERSION,
  HARD_CREDIT_PULL_VERSION,
  SOFT_CREDIT_PULL_VERSION,
} from './consent-versions.ts';

export interface ConsentText {
  kind: string;
  version: string;
  title: string;
  text: string;
}

export const SOFT_CREDIT_PULL_CONSENT: ConsentText = {
  ...SOFT_CREDIT_PULL_VERSION,
  title: 'Authorization to check your credit',
  text:
    'By checking the box below, I am providing written instructions under the Fair Credit Reporting Act ' +
    'authorizing the lender and its service providers to obtain my consumer credit report and related ' +
    'information from one or more consumer reporting agencies. This is a soft inquiry: it does not affect ' +
    'my credit score and lenders other than this one cannot see it. It is used to prequalify me for home ' +
    'equity offers and to verify my identity. If I apply for a loan, a hard inquiry may be made later, ' +
    'and I will be asked for permission before that happens.',
};

/**
 * The hard inquiry (a full credit report) a submitted application leads to: its own written instruction, given
 * before submission, since the soft-pull consent only promised to ask (FCRA 604(a)(2)).
 */
export const HARD_CREDIT_PULL_CONSENT: ConsentText = {
  ...HARD_CREDIT_PULL_VERSION,
  title: 'Authorization for a full credit report',
  text:
    'By checking the box below, I am providing written instructions under the Fair Credit Reporting Act ' +
    'authorizing the lender and its service providers to obtain my full consumer credit report from one or ' +
    'more consumer reporting agencies to review this application, now that I submit it. This is a hard ' +
    'inquiry: it appears on my credit report, other lenders can see it, and it may lower my credit score. ' +
    'The lender may obtain my credit report again to update it before closing and for the account review ' +
    'my credit agreement allows.',
};

/**
 * The borrower's acknowledgement that the early disclosures and, for a line of credit, the CFPB brochure were
 * delivered before they submit (Regulation Z 1026.40(b)). Given after the E-SIGN consent, on the page it opened.
 */
export const DISCLOSURES_RECEIPT: ConsentText = {
  ...DISCLOSURES_RECEIPT_VERSION,
  title: 'Your disclosures',
  text:
    'I opened and read my initial disclosures and, for a home equity line of credit, the early disclosures ' +
    'and the Consumer Financial Protection Bureau brochure "What You Should Know About Home Equity Lines of ' +
    'Credit", before submitting my application.',
};

/** The consents `POST …/consents` records by kind (the E-SIGN consent and the disclosures receipt have routes of their own, with their checks). */
export const CONSENT_TEXTS: Record<string, ConsentText> = {
  [SOFT_CREDIT_PULL_CONSENT.kind]: SOFT_CREDIT_PULL_CONSENT,
  [HARD_CREDIT_PULL_CONSENT.kind]: HARD_CREDIT_PULL_CONSENT,
};

/**
 * E-SIGN (15 USC 7001(c)): what the borrower is told before agreeing to receive disclosures electronically.
 * Each paragraph answers one item the law lists (7001(c)(1)(B)-(D): what it covers, paper copies, withdrawal,
 * contact details, the hardware and software, and what happens when those change); the screen shows them all and
 * the server records this version with a hash of the text. It comes before any disclosure is delivered: the borrower
 * first opens a sample document in the format we send (7001(c)(1)(C)(ii)), then consents, then gets the disclosures.
 */
export const E_SIGN_CONSENT: ConsentText & { paragraphs: { heading: string; text: string }[] } = {
  ...E_SIGN_VERSION,
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
    {
      heading: 'If these requirements change',
      text:
        'If we change what you need to open or keep the documents and the change creates a material risk ' +
        'that you cannot open or keep them, we will tell you the new requirements before we send a document ' +
        'under them, and you may withdraw this consent without any fee or other charge.',
    },
  ],
  get text() {
    return this.paragraphs.map((paragraph) => `${paragraph.heading}. ${paragraph.text}`).join('\n');
  },
};
