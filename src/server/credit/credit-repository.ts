import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { creditReports } from '../db/schema.ts';
import type { CreditReport, Tradeline } from '../providers/credit/credit-provider.ts';

export type StoredCreditReport = Omit<typeof creditReports.$inferSelect, 'tradelines'> & {
  tradelines: Tradeline[];
};

export async function saveCreditReport(orm: Orm, applicationId: number, report: CreditReport): Promise<void> {
  const row = {
    applicationId,
    provider: report.provider,
    reference: report.reference,
    status: report.status,
    score: report.score,
    tradelines: report.tradelines,
    payoffChoices: {},
    keyFactors: report.status === 'ok' ? (report.keyFactors ?? []) : [],
  };
  await orm
    .insert(creditReports)
    .values(row)
    .onConflictDoUpdate({ target: creditReports.applicationId, set: { ...row, pulledAt: new Date() } });
}

export async function findCreditReport(
  orm: Orm,
  applicationId: number,
): Promise<StoredCreditReport | undefined> {
  const [row] = await orm.select().from(creditReports).where(eq(creditReports.applicationId, applicationId));
  return row as StoredCreditReport | undefined;
}

export async function savePayoffChoices(
  orm: Orm,
  applicationId: number,
  choices: Record<string, boolean>,
): Promise<void> {
  await orm
    .update(creditReports)
    .set({ payoffChoices: choices })
    .where(eq(creditReports.applicationId, applicationId));
}
