/**
 * Which version of each consent a borrower is shown, by kind: what a call records (the words themselves, which the
 * server hashes: consents.ts). Apart from the words, so a page that records a consent need not download them all.
 */
export const SOFT_CREDIT_PULL_VERSION = { kind: 'soft-credit-pull', version: '2026-11-01' } as const;
export const HARD_CREDIT_PULL_VERSION = { kind: 'hard-credit-pull', version: '2026-11-28' } as const;
export const DISCLOSURES_RECEIPT_VERSION = { kind: 'disclosures-receipt', version: '2026-11-28' } as const;
export const E_SIGN_VERSION = { kind: 'e-sign', version: '2026-11-28' } as const;
