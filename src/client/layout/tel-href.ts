/**
 * A `tel:` link for a phone number as the officer data spells it ("(617) 555-0191"): the digits, with the
 * country code a phone needs to dial from anywhere (+1 for a 10-digit North American number).
 */
export function telHref(phone: string): string | null {
  const international = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (international) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
