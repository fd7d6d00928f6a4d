/**
 * Every pricing run kept for audit (issue 18, item 7): what it read, the rate sheet it used, what it offered, and
 * the declines and reasons when it offered nothing. Written once, never changed.
 */
import { asc, eq } from 'drizzle-orm';
import type { PriceOptions } from '../../shared/pricing/pricing-engine.ts';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import type { Orm } from '../db/database.ts';
import { pricingRuns } from '../db/schema.ts';
import type { PricedOn } from './priced-on.ts';
import { sheetStamp } from './rate-lock.ts';

export type PricingRunKind = 'new' | 'amount' | 'offers' | 'reprice';

export type PricingRunRow = typeof pricingRuns.$inferSelect;

export async function recordPricingRun(
  orm: Orm,
  applicationId: number,
  kind: PricingRunKind,
  pricedOn: PricedOn,
  amounts: PriceOptions,
  sheet: RateSheet,
  result: PricingResult,
): Promise<number> {
  const [row] = await orm
    .insert(pricingRuns)
    .values({
      applicationId,
      kind,
      inputs: { ...pricedOn.inputs, fingerprint: pricedOn.fingerprint },
      amounts: { ...amounts },
      rateSheet: { ...sheetStamp(sheet) },
      offers: result.products,
      declines: result.declines,
      ineligibleReasons: result.ineligibleReasons,
      limitedBy: result.limitedBy,
      maxLimits: result.maxLimits,
    })
    .returning({ id: pricingRuns.id });
  return row?.id as number;
}

export async function pricingRunsOf(orm: Orm, applicationId: number): Promise<PricingRunRow[]> {
  return orm
    .select()
    .from(pricingRuns)
    .where(eq(pricingRuns.applicationId, applicationId))
    .orderBy(asc(pricingRuns.id));
}
