/**
 * How the loan's money is paid out: what is stored on the loan and what a reader sees. A bank account number is
 * stored only as a ciphertext (the same key as SSNs) beside its last four digits, and leaves the server masked.
 */
import { maskAccountNumber } from '../../shared/bank-routing.ts';
import type { DataCipher } from '../crypto/data-encryption.ts';
import { applicationFacts } from '../flows/application-facts.ts';

type Address = { street?: string; unit?: string; city?: string; state?: string; zip?: string };

/** An application's answers and the flow that says where they are. */
export interface ApplicationAnswers {
  flowType: string;
  data: Record<string, unknown>;
}

const propertyAddress = (application: ApplicationAnswers): Address | undefined =>
  applicationFacts(application.flowType, application.data).propertyAddress;

export const formatAddress = (address: Address | undefined): string =>
  address
    ? [address.street, address.unit, address.city, `${address.state ?? ''} ${address.zip ?? ''}`.trim()]
        .filter(Boolean)
        .join(', ')
    : '';

interface Answers {
  applicant?: { residence?: { mailing?: { sameAsProperty?: string; address?: Address } } };
}

/** Where a check is mailed: the mailing address the borrower gave, else the property. */
function mailingAddress(application: ApplicationAnswers): string {
  const answers = application.data as Answers;
  const mailing = answers.applicant?.residence?.mailing;
  return formatAddress(mailing?.sameAsProperty === 'no' ? mailing.address : propertyAddress(application));
}

export interface DisbursementChoice {
  method: 'directDeposit' | 'check';
  accountType?: 'checking' | 'savings';
  routingNumber?: string;
  accountNumber?: string;
}

export function disbursementFor(
  choice: DisbursementChoice,
  application: ApplicationAnswers,
  cipher: DataCipher,
): Record<string, unknown> {
  if (choice.method === 'check') return { method: 'check', mailTo: mailingAddress(application) };
  const accountNumber = choice.accountNumber as string;
  return {
    method: 'directDeposit',
    accountType: choice.accountType,
    routingNumber: choice.routingNumber,
    accountNumber: cipher.encrypt(accountNumber),
    accountNumberLast4: accountNumber.slice(-4),
  };
}

export function disbursementView(stored: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!stored) return null;
  if (stored.method === 'check') return { method: 'check', mailTo: stored.mailTo };
  return {
    method: 'directDeposit',
    accountType: stored.accountType,
    routingNumber: stored.routingNumber,
    accountNumber: maskAccountNumber(String(stored.accountNumberLast4)),
  };
}
