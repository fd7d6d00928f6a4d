/**
 * An ABA routing number: nine digits whose weighted sum 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9
 * is a multiple of 10. Checked in the browser for a quick answer and on the server for the record.
 */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function isValidRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}

/** A bank account number as shown once saved: its last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
