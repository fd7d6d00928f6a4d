/** The property's street line of an application's answers, or null before the address step. */
export function applicationStreet(data: Record<string, unknown>): string | null {
  const address = (data.property as { address?: { street?: unknown; unit?: unknown } } | undefined)?.address;
  if (typeof address?.street !== 'string' || address.street.trim() === '') return null;
  const unit = typeof address.unit === 'string' ? address.unit.trim() : '';
  return unit ? `${address.street.trim()} ${unit}` : address.street.trim();
}
