import { applicationFacts } from '../flows/application-facts.ts';

/** The property's street line of an application (its flow's propertyAddress fact), or null before it is asked. */
export function applicationStreet(row: { flowType: string; data: Record<string, unknown> }): string | null {
  const address = applicationFacts(row.flowType, row.data).propertyAddress;
  if (typeof address?.street !== 'string' || address.street.trim() === '') return null;
  const unit = typeof address.unit === 'string' ? address.unit.trim() : '';
  return unit ? `${address.street.trim()} ${unit}` : address.street.trim();
}
