/**
 * An ABA routing number: nine digits whose weighted sum 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9
 * is a multiple of 10. Checked in the browser for a quick answer and on the server for the record.
 */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** What is wrong with a routing number: not nine digits, or nine digits whose check digit does not match. */
export function routingNumberProblem(value: string): 'length' | 'checksum' | undefined {
  if (!/^[0-9]{9}$/.test(value)) return 'length';
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0 ? undefined : 'checksum';
}

export const isValidRoutingNumber = (value: string): boolean => routingNumberProblem(value) === undefined;

/** What the borrower reads under the field, for each problem. */
export const ROUTING_NUMBER_MESSAGES = {
  length: 'Enter the 9-digit routing number printed at the bottom left of your checks.',
  checksum: 'This is not a valid routing number. Check the 9 digits against the bottom left of your checks.',
} as const;

/** A bank account number as shown once saved: its last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
