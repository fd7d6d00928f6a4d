/**
 * The dashboard's cards (spec 2.7): the caller's loans and unsubmitted applications, and those they joined as a
 * co-borrower, newest first.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { milestoneName } from '../../shared/loan-milestones.ts';
import type { PortalCard } from '../../shared/portal-types.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { applicationStreet } from '../applications/application-street.ts';
import { coborrowerCards } from '../coborrowers/coborrower-cards.ts';
import type { Orm } from '../db/database.ts';
import { applications, noticesOfAction } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { findLoansOfOwner, loanItems } from '../loans/loan-repository.ts';
import { isOpenLoanItem } from '../loans/loan-views.ts';

/** What the dashboard shows as an unsubmitted application's status (spec 4.9). */
export const UNSUBMITTED_STATUS = 'Submit Application';

const UNSUBMITTED = ['draft', 'prequalified'];

type ApplicationRow = typeof applications.$inferSelect;

const dateOnly = (moment: Date) => moment.toISOString().slice(0, 10);

const chosenProduct = (row: ApplicationRow) =>
  (row.derived.pricing as { product?: PricedProduct } | undefined)?.product;

function requestedAmount(row: ApplicationRow): number | null {
  const product = chosenProduct(row);
  if (product) return Math.round(product.loanAmount);
  const amount = applicationFacts(row.flowType, row.data).requestedAmount;
  return amount === undefined ? null : Math.round(amount);
}

/** The latest notice given on each of these applications, by application id. */
async function latestNotices(orm: Orm, applicationIds: number[]) {
  const latest = new Map<number, NonNullable<PortalCard['noticeOfAction']>>();
  if (applicationIds.length === 0) return latest;
  const rows = await orm
    .select({
      applicationId: noticesOfAction.applicationId,
      action: noticesOfAction.action,
      issuedAt: noticesOfAction.issuedAt,
    })
    .from(noticesOfAction)
    .where(and(inArray(noticesOfAction.applicationId, applicationIds), eq(noticesOfAction.status, 'issued')))
    .orderBy(asc(noticesOfAction.id));
  for (const row of rows)
    if (row.issuedAt)
      latest.set(row.applicationId, {
        issuedOn: dateOnly(row.issuedAt),
        action: row.action as NonNullable<PortalCard['noticeOfAction']>['action'],
      });
  return latest;
}

export async function portalCards(orm: Orm, ownerSub: string): Promise<PortalCard[]> {
  const owned = await orm.select().from(applications).where(eq(applications.ownerSub, ownerSub));
  const byId = new Map(owned.map((row) => [row.id, row]));
  const notices = await latestNotices(
    orm,
    owned.map((row) => row.id),
  );
  const cards: { createdAt: Date; card: PortalCard }[] = [];
  for (const row of owned.filter((candidate) => UNSUBMITTED.includes(candidate.status))) {
    cards.push({
      createdAt: row.createdAt,
      card: {
        id: String(row.id),
        kind: 'application',
        appId: String(row.id),
        nmlsId: row.nmlsId,
        flowType: row.flowType,
        street: applicationStreet(row),
        amount: requestedAmount(row),
        productType: chosenProduct(row)?.productType ?? null,
        status: UNSUBMITTED_STATUS,
        loanNumber: null,
        appDate: dateOnly(row.createdAt),
        todoCount: 0,
        noticeOfAction: notices.get(row.id) ?? null,
      },
    });
  }
  for (const loan of await findLoansOfOwner(orm, ownerSub)) {
    const application = byId.get(loan.applicationId);
    const items = await loanItems(orm, loan.id);
    cards.push({
      createdAt: loan.createdAt,
      card: {
        id: String(loan.id),
        kind: 'loan',
        appId: String(loan.applicationId),
        nmlsId: application?.nmlsId ?? '',
        flowType: application?.flowType ?? '',
        street: application ? applicationStreet(application) : null,
        amount: Math.round(loan.amountCents / 100),
        productType: (loan.product as unknown as PricedProduct).productType ?? null,
        status: milestoneName(loan.milestone),
        loanNumber: loan.loanNumber,
        appDate: dateOnly(application?.createdAt ?? loan.createdAt),
        todoCount: items.filter(isOpenLoanItem).length,
        noticeOfAction: notices.get(loan.applicationId) ?? null,
      },
    });
  }
  cards.push(...(await coborrowerCards(orm, ownerSub, UNSUBMITTED_STATUS)));
  return cards
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.card.id) - Number(a.card.id))
    .map((entry) => entry.card);
}

/**
 * The dashboard's lookup (spec 5, DESIGN.md 9): one of the caller's applications has this last name (contact
 * or legal, trimmed, any case) and this property zip (trimmed).
 */
export async function lookupMatches(
  orm: Orm,
  ownerSub: string,
  lastName: string,
  zip: string,
): Promise<boolean> {
  const owned = await orm
    .select({ data: applications.data, flowType: applications.flowType })
    .from(applications)
    .where(
      and(eq(applications.ownerSub, ownerSub), inArray(applications.status, [...UNSUBMITTED, 'submitted'])),
    );
  const wantedName = lastName.trim().toLowerCase();
  const wantedZip = zip.trim();
  return owned.some(({ data, flowType }) => {
    const names = [
      (data.contactInfo as { lastName?: unknown } | undefined)?.lastName,
      (data.applicant as { legal?: { lastName?: unknown } } | undefined)?.legal?.lastName,
    ].filter((name): name is string => typeof name === 'string');
    const applicationZip = applicationFacts(flowType, data).propertyAddress?.zip;
    return (
      names.some((name) => name.trim().toLowerCase() === wantedName) &&
      typeof applicationZip === 'string' &&
      applicationZip.trim() === wantedZip
    );
  });
}
