/**
 * The first conditions (to-dos) and documents to sign of a new loan, chosen from the application's answers,
 * what the server verified, and the product (DESIGN.md 6). Each item carries a `code` naming its rule, so a
 * loan never gets the same condition twice.
 */
import type { ApplicationFacts } from '../flows/application-facts.ts';

export interface LoanItemDraft {
  kind: 'task' | 'sign';
  code: string;
  description: string;
}

interface Answers {
  realEstate?: {
    properties?: { address?: { street?: string; unit?: string; city?: string }; hasMortgage?: string }[];
  };
  declarations?: { bankruptcyIndicator?: string };
  applicant?: { employment?: { status?: string } };
}

interface Derived {
  verification?: { identity?: { status?: string }; income?: { status?: string } };
}

export interface ChosenProduct {
  productType: string;
  creditType: 'open-end' | 'closed-end';
}

const streetOf = (address: { street?: string; unit?: string; city?: string } | undefined) =>
  [address?.street, address?.unit, address?.city].filter(Boolean).join(', ');

export function isHeloc(product: { productType?: string; creditType?: string }): boolean {
  return product.creditType === 'open-end' || /HELOC/i.test(product.productType ?? '');
}

export function initialLoanItems(
  answers: Answers,
  derived: Derived,
  product: ChosenProduct,
  facts: Pick<ApplicationFacts, 'propertyType'>,
): LoanItemDraft[] {
  const items: LoanItemDraft[] = [];
  const task = (code: string, description: string) => items.push({ kind: 'task', code, description });

  if (derived.verification?.income?.status !== 'passed') {
    const selfEmployed = answers.applicant?.employment?.status === 'SelfEmployed';
    task(
      'income-proof',
      selfEmployed
        ? 'Provide your two most recent personal and business federal tax returns'
        : 'Provide proof of income: your most recent pay stubs covering 30 days and last year’s W-2',
    );
  }
  if (derived.verification?.identity?.status !== 'passed') {
    task(
      'identity-document',
      'Provide a copy of a government-issued photo ID (driver’s license or passport)',
    );
  }
  task('homeowners-insurance', 'Provide the declarations page of your homeowner’s insurance policy');
  (answers.realEstate?.properties ?? []).forEach((owned, index) => {
    if (owned.hasMortgage === 'yes') {
      task(
        `mortgage-statement-${index + 1}`,
        `Provide the most recent mortgage statement for ${streetOf(owned.address) || `owned property ${index + 1}`}`,
      );
    }
  });
  if (facts.propertyType === 'Condominium') {
    task('hoa', 'Provide your homeowners association (HOA) contact details and latest dues statement');
  }
  if (answers.declarations?.bankruptcyIndicator === 'yes') {
    task('bankruptcy', 'Provide your bankruptcy petition, schedules and discharge or dismissal papers');
  }

  const sign = (code: string, description: string) => items.push({ kind: 'sign', code, description });
  sign('initial-disclosures', 'Sign your initial disclosures');
  sign(
    'early-disclosure',
    isHeloc(product)
      ? 'Acknowledge the HELOC early disclosure and the CFPB brochure "What you should know about home equity lines of credit"'
      : 'Acknowledge receipt of your Loan Estimate',
  );
  sign('e-sign-consent', 'Consent to receive documents electronically (E-SIGN)');
  return items;
}
