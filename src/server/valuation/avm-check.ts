import type { ApplicationRow } from '../applications/application-repository.ts';
import { mergeDerived } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import type { AvmProvider } from '../providers/avm/avm-provider.ts';

export interface AvmResult {
  valueCents: number | null;
  confidence: number;
  reference: string;
  checkedAt: string;
}

/**
 * Values the property with the AVM once per application (the answer is kept) and returns the row as
 * it is now. Throws ProviderUnavailableError when the model fails; nothing is stored then.
 */
export async function ensureAvm(orm: Orm, row: ApplicationRow, avm: AvmProvider): Promise<ApplicationRow> {
  if (row.derived.avm) return row;
  const address = applicationFacts(row.flowType, row.data).propertyAddress;
  if (!address?.street || !address.zip) return row;
  const valuation = await avm.valuate(
    { street: address.street, city: address.city ?? '', state: address.state ?? '', zip: address.zip },
    String(row.id),
  );
  const result: AvmResult = { ...valuation, checkedAt: new Date().toISOString() };
  await mergeDerived(orm, row.id, { avm: result });
  return { ...row, derived: { ...row.derived, avm: result } };
}
