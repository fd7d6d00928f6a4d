/** Reads a submitted application's data for the MISMO export (mismo-document.ts) from the database. */
import { eq } from 'drizzle-orm';
import type { PricedProduct } from '../../../shared/pricing/pricing-types.ts';
import { decryptSensitive } from '../../applications/sensitive-fields.ts';
import { listContacts } from '../../coborrowers/contact-repository.ts';
import { findCreditReport } from '../../credit/credit-repository.ts';
import { liabilitiesOf } from '../../credit/liabilities.ts';
import type { Orm } from '../../db/database.ts';
import { applications } from '../../db/schema.ts';
import { applicationFacts } from '../../flows/application-facts.ts';
import { findLoanByApplication } from '../../loans/loan-repository.ts';
import { type MismoSource, mismoXml } from './mismo-document.ts';

export type MismoExport =
  | { ok: true; xml: string; loanNumber: string }
  | { ok: false; status: 404 | 409; message: string };

/** What the export of application `appId` is made of, or why there is none (404 unknown, 409 not submitted). */
export async function mismoSourceOf(
  orm: Orm,
  appId: number,
  now = new Date(),
): Promise<MismoSource | { status: 404 | 409; message: string }> {
  const [row] = await orm.select().from(applications).where(eq(applications.id, appId));
  if (!row) return { status: 404, message: `No application ${appId}` };
  const loan = await findLoanByApplication(orm, appId);
  if (!loan)
    return {
      status: 409,
      message: `Application ${appId} has not been submitted (status ${row.status}); only a submitted application exports to MISMO`,
    };
  const answers = decryptSensitive(orm, row.data);
  const [contacts, report] = await Promise.all([listContacts(orm, appId), findCreditReport(orm, appId)]);
  const received = row.tridApplicationAt ?? loan.createdAt;
  return {
    answers,
    derived: row.derived,
    facts: applicationFacts(row.flowType, answers),
    coborrowers: contacts.map((contact) => ({
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      data: contact.data,
    })),
    loan: {
      loanNumber: loan.loanNumber,
      amountCents: loan.amountCents,
      totalLineAmountCents: loan.totalLineAmountCents,
      monthlyPaymentCents: loan.monthlyPaymentCents,
      product: loan.product as unknown as PricedProduct,
      loanOriginator: loan.loanOriginator,
      demographicsCollection: loan.demographicsCollection,
      receivedOn: received.toISOString().slice(0, 10),
    },
    liabilities: report ? liabilitiesOf(report.tradelines, report.payoffChoices) : [],
    createdAt: now,
  };
}

export async function mismoExport(orm: Orm, appId: number, now = new Date()): Promise<MismoExport> {
  const source = await mismoSourceOf(orm, appId, now);
  if ('status' in source) return { ok: false, ...source };
  return { ok: true, xml: mismoXml(source), loanNumber: source.loan.loanNumber };
}
