/**
 * The first conditions (to-dos) and documents to sign of a new loan, chosen from the application's answers,
 * what the server verified, and the product (DESIGN.md 6). Each item carries a `code` naming its rule, so a
 * loan never gets the same condition twice. Descriptions are stored in English, from the `loan` catalogue
 * (`condition.*`); the portal shows them in the borrower's language by their code (loan-texts.ts).
 */
import type { ApplicationFacts } from '../flows/application-facts.ts';
import { englishCondition as text } from './loan-texts.ts';

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
      text(selfEmployed ? 'condition.income-proof.selfEmployed' : 'condition.income-proof.wages'),
    );
  }
  if (derived.verification?.identity?.status !== 'passed') {
    task('identity-document', text('condition.identity-document'));
  }
  task('homeowners-insurance', text('condition.homeowners-insurance'));
  (answers.realEstate?.properties ?? []).forEach((owned, index) => {
    if (owned.hasMortgage === 'yes') {
      task(
        `mortgage-statement-${index + 1}`,
        text('condition.mortgage-statement', {
          property: streetOf(owned.address) || text('condition.ownedProperty', { number: String(index + 1) }),
        }),
      );
    }
  });
  if (facts.propertyType === 'Condominium') {
    task('hoa', text('condition.hoa'));
  }
  if (answers.declarations?.bankruptcyIndicator === 'yes') {
    task('bankruptcy', text('condition.bankruptcy'));
  }

  const sign = (code: string, description: string) => items.push({ kind: 'sign', code, description });
  sign('initial-disclosures', text('condition.initial-disclosures'));
  sign(
    'early-disclosure',
    text(isHeloc(product) ? 'condition.early-disclosure.heloc' : 'condition.early-disclosure.loanEstimate'),
  );
  sign('e-sign-consent', text('condition.e-sign-consent'));
  return items;
}
