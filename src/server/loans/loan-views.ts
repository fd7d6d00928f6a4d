/** What the loan routes answer: the loan summary of spec 3 and 2.8, and the chosen product's terms. */

import { eq } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { milestoneName } from '../../shared/loan-milestones.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { applicationStreet } from '../applications/application-street.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { documentsOfLoan, documentView } from '../documents/document-repository.ts';
import { signingLinksFor } from '../esign/signing-links.ts';
import { appointmentView } from './closing-booking.ts';
import { disbursementView } from './disbursement.ts';
import { type LoanRow, type LoanTaskRow, loanItems, OPEN_TASK_STATUSES } from './loan-repository.ts';
import { itemDescription } from './loan-texts.ts';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** Still needs the borrower: a task in an open status or a sign item not signed (the to-do count). */
export const isOpenLoanItem = (item: Pick<LoanTaskRow, 'kind' | 'status'>) =>
  item.kind === 'sign' ? item.status !== 'SIGNED' : OPEN_TASK_STATUSES.includes(item.status);

/**
 * The loan as the borrower reads it; a to-do whose code has a catalogue text is described in `locale` (the row
 * keeps its English description), a processor's own words as written.
 */
export async function loanSummary(orm: Orm, loan: LoanRow, locale: Locale = SOURCE_LOCALE) {
  const items = await loanItems(orm, loan.id);
  const product = loan.product as unknown as PricedProduct;
  const view = (item: (typeof items)[number]) => ({
    // A sign item's id is its signing page, opened in a new tab (spec 2.9).
    id: item.kind === 'sign' ? signingLinksFor(orm).urlFor(item.id) : (item.link ?? String(item.id)),
    code: item.code,
    description: itemDescription(locale, item.code, item.description),
    status: item.status,
    completionDate: item.completionDate,
    submittedOn: item.submittedOn,
  });
  const sign = items.filter((item) => item.kind === 'sign');
  const tasks = items.filter((item) => item.kind === 'task');
  const documents = await documentsOfLoan(orm, loan.id);
  const [application] = await orm
    .select({ data: applications.data, flowType: applications.flowType })
    .from(applications)
    .where(eq(applications.id, loan.applicationId));
  const taskView = (item: (typeof items)[number]) => ({
    ...view(item),
    reason: item.statusReason,
    documents: documents.filter((document) => document.taskId === item.id).map(documentView),
  });
  const open = isOpenLoanItem;
  return {
    id: String(loan.id),
    street: application ? applicationStreet(application) : null,
    loanNumber: loan.loanNumber,
    status: milestoneName(loan.milestone),
    milestone: loan.milestone,
    todoCount: items.filter(open).length,
    completedItemsCount: items.filter((item) => !open(item)).length,
    amount: dollars(loan.amountCents),
    totalLineAmount: dollars(loan.totalLineAmountCents),
    monthlyPayment: dollars(loan.monthlyPaymentCents),
    productType: product.productType,
    productName: product.productName,
    interestRate: product.rate,
    apr: product.apr,
    termMonths: product.termMonths,
    rateLockDate: loan.rateLockDate,
    rateLockExpiration: loan.rateLockExpiration,
    closingAppointment: appointmentView(loan.closingAppointment, application),
    appraisalAppointment: appointmentView(loan.appraisalAppointment, application),
    disbursement: disbursementView(loan.disbursement),
    sign: sign.map(view),
    tasks: tasks.map(taskView),
    submittedAt: loan.createdAt.toISOString(),
  };
}

export function loanTerms(product: PricedProduct, acceptance: Record<string, unknown> | undefined) {
  return {
    productId: product.id,
    productName: product.productName,
    productType: product.productType,
    creditType: product.creditType,
    loanAmount: product.loanAmount,
    totalLineAmount: creditLineOf(product),
    interestRate: product.rate,
    apr: product.apr,
    termMonths: product.termMonths,
    monthlyPayment: product.monthlyPayment,
    originationFee: product.originationFee,
    cashToBorrower: product.cashToBorrower,
    accepted:
      acceptance && acceptance.productId === product.id
        ? { acceptedAt: String(acceptance.acceptedAt) }
        : null,
    /** The rate lock accepting these terms took (lock date, last day, the terms it holds); null before. */
    lock: (acceptance && acceptance.productId === product.id ? acceptance.lock : undefined) ?? null,
  };
}
