import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { companies, loanOfficers } from '../db/schema.ts';

export type Company = typeof companies.$inferSelect;
export type LoanOfficer = typeof loanOfficers.$inferSelect;

export async function findOfficer(
  orm: Orm,
  nmlsId: string,
): Promise<{ officer: LoanOfficer; company: Company } | undefined> {
  const [row] = await orm
    .select({ officer: loanOfficers, company: companies })
    .from(loanOfficers)
    .innerJoin(companies, eq(companies.nmlsId, loanOfficers.companyNmlsId))
    .where(eq(loanOfficers.nmlsId, nmlsId));
  return row;
}

export async function findCompany(orm: Orm, nmlsId: string): Promise<Company | undefined> {
  const [row] = await orm.select().from(companies).where(eq(companies.nmlsId, nmlsId));
  return row;
}

export interface DefaultFlowTypeChange {
  flowType: string | null;
  /** Who changed it, e.g. `admin:{sub}`: from then on the seed data leaves the value alone. */
  actor: string;
}

export async function setOfficerDefaultFlowType(
  orm: Orm,
  nmlsId: string,
  change: DefaultFlowTypeChange,
): Promise<LoanOfficer | undefined> {
  const [row] = await orm
    .update(loanOfficers)
    .set({
      defaultFlowType: change.flowType,
      defaultFlowTypeSetBy: change.actor,
      defaultFlowTypeSetAt: new Date(),
    })
    .where(eq(loanOfficers.nmlsId, nmlsId))
    .returning();
  return row;
}

export async function setCompanyDefaultFlowType(
  orm: Orm,
  nmlsId: string,
  change: DefaultFlowTypeChange,
): Promise<Company | undefined> {
  const [row] = await orm
    .update(companies)
    .set({
      defaultFlowType: change.flowType,
      defaultFlowTypeSetBy: change.actor,
      defaultFlowTypeSetAt: new Date(),
    })
    .where(eq(companies.nmlsId, nmlsId))
    .returning();
  return row;
}
