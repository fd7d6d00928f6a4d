/**
 * How the loan's money is paid out, and the closing appointment: what is stored on the loan and what a reader
 * sees. A bank account number is stored only as a ciphertext (the same key as SSNs) beside its last four
 * digits, and leaves the server masked.
 */
import { maskAccountNumber } from '../../shared/bank-routing.ts';
import type { ClosingSlot } from '../../shared/closing-slots.ts';
import type { LoanOfficer } from '../branding/officer-repository.ts';
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

/** Eastern wall time of a slot as an ISO time with its offset that day (EST or EDT). */
function easternIso(date: string, time: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
      .formatToParts(noon)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-5';
  const hours = Number(/GMT([+-]\d+)/.exec(offset)?.[1] ?? -5);
  const local = new Date(`${date}T${time}:00Z`);
  return new Date(local.getTime() - hours * 3_600_000).toISOString();
}

/** The closing at the property with the loan officer as the contact (spec 2.8's appointment fields). */
export function closingAppointment(
  slot: ClosingSlot,
  application: ApplicationAnswers,
  officer: LoanOfficer | undefined,
): Record<string, unknown> {
  return {
    slotId: slot.id,
    dateTime: easternIso(slot.date, slot.start),
    dateTimeEnd: easternIso(slot.date, slot.end),
    location: formatAddress(propertyAddress(application)),
    closerName: officer?.fullName ?? 'Your loan officer',
    closerPhone: officer?.phone ?? null,
    closerEmail: officer?.email ?? null,
  };
}
