/**
 * The dashboard's cards of the applications the caller joined as a co-borrower (spec 2.7): the loan they are on
 * (street, amount, product, status, loan number) and their own to-dos, which the loan's conditions are not (those
 * are the borrower's). Nothing of the borrower's answers beyond what the shared view shows.
 */
import { milestoneName } from '../../shared/loan-milestones.ts';
import type { PortalCard } from '../../shared/portal-types.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { applicationStreet } from '../applications/application-street.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { findLoanByApplication } from '../loans/loan-repository.ts';
import { isOpenApplication } from './application-open.ts';
import { applicationsOfContacts, contactsOfSubject } from './contact-repository.ts';

const dateOnly = (moment: Date) => moment.toISOString().slice(0, 10);

function offeredAmount(row: ApplicationRow): number | null {
  const product = (row.derived.pricing as { product?: PricedProduct } | undefined)?.product;
  if (product) return Math.round(product.loanAmount);
  const amount = applicationFacts(row.flowType, row.data).requestedAmount;
  return amount === undefined ? null : Math.round(amount);
}

/** Cards with the moment they sort by, as portal-cards.ts orders the owner's. */
export async function coborrowerCards(
  orm: Orm,
  sub: string,
  unsubmittedStatus: string,
): Promise<{ createdAt: Date; card: PortalCard }[]> {
  const contacts = await contactsOfSubject(orm, sub);
  if (contacts.length === 0) return [];
  const rows = await applicationsOfContacts(orm, contacts);
  const cards: { createdAt: Date; card: PortalCard }[] = [];
  for (const row of rows) {
    const common = {
      appId: String(row.id),
      nmlsId: row.nmlsId,
      flowType: row.flowType,
      street: applicationStreet(row),
      appDate: dateOnly(row.createdAt),
      todoCount: 0,
      role: 'coborrower' as const,
    };
    const loan = isOpenApplication(row) ? undefined : await findLoanByApplication(orm, row.id);
    if (loan) {
      cards.push({
        createdAt: loan.createdAt,
        card: {
          ...common,
          id: String(loan.id),
          kind: 'loan',
          amount: Math.round(loan.amountCents / 100),
          productType: (loan.product as unknown as PricedProduct).productType ?? null,
          status: milestoneName(loan.milestone),
          loanNumber: loan.loanNumber,
        },
      });
    } else if (isOpenApplication(row)) {
      const product = (row.derived.pricing as { product?: PricedProduct } | undefined)?.product;
      cards.push({
        createdAt: row.createdAt,
        card: {
          ...common,
          id: String(row.id),
          kind: 'application',
          amount: offeredAmount(row),
          productType: product?.productType ?? null,
          status: unsubmittedStatus,
          loanNumber: null,
        },
      });
    }
  }
  return cards;
}
