import { and, eq, sql } from 'drizzle-orm';
import { price } from '../../shared/pricing/pricing-engine.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { createApplication } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { findUserByEmail } from '../idp/users.ts';
import { submitApplication } from '../loans/loan-repository.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import {
  DEMO_DRAFT,
  DEMO_LOANS,
  type DemoProperty,
  prequalAnswers,
  submittedAnswers,
} from './demo-answers.ts';
import {
  DEMO_ACTOR,
  provideDocumentationState,
  scheduleClosingState,
  signDisclosuresState,
} from './demo-loan-states.ts';

export const DEMO_BORROWER_EMAIL = 'demo.borrower@example.com';
/** Written into the demo applications' derived data: its presence means the demo portal is there already. */
const DEMO_MARK = 'portal-v1';
const DEMO_LOCK = 7261002;

/** The offer the pricing engine gives this property, of the wanted kind (HELOC or fixed loan). */
function pricedOffer(sheet: RateSheet, property: DemoProperty, creditType: PricedProduct['creditType']) {
  const result = price(sheet, {
    propertyValueCents: property.value * 100,
    state: property.state,
    occupancy: 'PrimaryResidence',
    propertyType: 'SingleFamily',
    creditScore: 762,
    requestedCashCents: property.cash * 100,
    monthlyIncomeCents: 933_300,
    liabilities: [],
  });
  const product = result.products.find((offer) => offer.creditType === creditType) ?? result.products[0];
  if (!product)
    throw new Error(`Demo seed: no offer for ${property.street}: ${result.ineligibleReasons.join('; ')}`);
  return { product, result };
}

async function demoApplication(
  orm: Orm,
  ownerSub: string,
  nmlsId: string,
  status: 'draft' | 'prequalified',
  data: Record<string, unknown>,
  derived: Record<string, unknown>,
) {
  const row = await createApplication(orm, ownerSub, nmlsId, 'slim-1');
  const [updated] = await orm
    .update(applications)
    .set({
      status,
      data,
      derived: { ...derived, demo: DEMO_MARK },
      lastPath: status === 'draft' ? 'property' : null,
    })
    .where(eq(applications.id, row.id))
    .returning();
  if (!updated) throw new Error('Demo seed: application vanished');
  return updated;
}

/**
 * The demo borrower's portal (README "Demo accounts"): an application still in prequalification and three
 * loans at Sign Disclosures, Provide Documentation and Schedule Closing, with open, submitted and rejected
 * to-dos, stored documents, signed and unsigned items and appointments. Idempotent, and safe when several
 * instances start at once (an advisory lock; the mark is checked under it).
 */
export async function seedDemoPortal(
  orm: Orm,
  storage: DocumentStorage,
  sheet: RateSheet,
  nmlsId: string,
): Promise<boolean> {
  const user = await findUserByEmail(orm, DEMO_BORROWER_EMAIL);
  if (!user) return false;
  const ownerSub = user.id;
  return orm.transaction(async (transaction) => {
    const tx = transaction as unknown as Orm;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [seeded] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.ownerSub, ownerSub), sql`${applications.derived}->>'demo' = ${DEMO_MARK}`))
      .limit(1);
    if (seeded) return false;

    const loans = [];
    for (const { property, creditType } of DEMO_LOANS) {
      const { product, result } = pricedOffer(sheet, property, creditType);
      const pricing = {
        offers: result.products,
        products: [product],
        propertyValue: result.propertyValue,
        product,
      };
      const row = await demoApplication(tx, ownerSub, nmlsId, 'prequalified', submittedAnswers(property), {
        pricing,
      });
      const { loan } = await submitApplication(tx, row, DEMO_ACTOR, ['e-sign-consent']);
      loans.push(loan);
    }
    const [first, second, third] = loans;
    if (!first || !second || !third) throw new Error('Demo seed: loans missing');
    await signDisclosuresState(tx, first);
    await provideDocumentationState(tx, storage, second);
    await scheduleClosingState(tx, storage, third);
    // Last, so it is the newest card on the dashboard.
    await demoApplication(tx, ownerSub, nmlsId, 'draft', prequalAnswers(DEMO_DRAFT), {});
    return true;
  });
}
