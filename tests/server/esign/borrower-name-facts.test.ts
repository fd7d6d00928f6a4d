// The borrower's name is read through the flow's facts borrowerFirstName and borrowerLastName, never from
// contactInfo directly: a flow that keeps the names elsewhere still names its borrower in the co-borrower's
// invitation, on the signing page and in the co-borrower's shared view. The flow here is a copy of any real flow
// with its name facts pointed elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../../src/server/applications/application-repository.ts';
import { sharedApplicationView } from '../../../src/server/coborrowers/coborrower-access.ts';
import type { ContactRow } from '../../../src/server/coborrowers/contact-repository.ts';
import { mailInvitation } from '../../../src/server/coborrowers/invitation-mail.ts';
import { signerNamesOf } from '../../../src/server/esign/signable-item.ts';
import { borrowerNameOf } from '../../../src/server/flows/application-facts.ts';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import type { MailMessage } from '../../../src/server/providers/mail/mail-provider.ts';
import type { FlowFile } from '../../../src/shared/flows/flow-types.ts';

const ELSEWHERE = 'names-elsewhere-test';
const flows = flowCatalog().flows as Map<string, FlowFile>;
const [anyFlow] = [...flows.values()];

/** The names kept under `elsewhere`; the contact details hold another name, to show they are not read. */
const data = {
  applicant: { legal: { firstName: 'Rosa', lastName: 'Alvarez' } },
  contactInfo: { firstName: 'Wrong', lastName: 'Person', email: 'rosa@example.com' },
  elsewhere: { given: 'Rosalind', family: 'Alvarez-Diaz' },
};

const application = (flowType: string) =>
  ({
    id: 41,
    nmlsId: '2000001',
    flowType,
    status: 'in_progress',
    version: 3,
    data,
    derived: {},
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as unknown as ApplicationRow;

const contact = {
  id: 7,
  applicationId: 41,
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan@example.com',
  status: 'accepted',
  inviteExpiresAt: new Date(Date.now() + 86_400_000),
  lastPath: null,
} as unknown as ContactRow;

beforeAll(() => {
  if (!anyFlow) throw new Error('no flow to copy');
  flows.set(ELSEWHERE, {
    ...structuredClone(anyFlow),
    flowType: ELSEWHERE,
    facts: { ...anyFlow.facts, borrowerFirstName: 'elsewhere.given', borrowerLastName: 'elsewhere.family' },
  });
});
afterAll(() => {
  flows.delete(ELSEWHERE);
});

describe('the borrower’s name through the flow facts', () => {
  it('is the name the flow’s facts point at', () => {
    expect(borrowerNameOf(ELSEWHERE, data)).toBe('Rosalind Alvarez-Diaz');
    expect(borrowerNameOf(ELSEWHERE, {})).toBe('');
  });

  it('names the borrower in the co-borrower’s invitation', async () => {
    const sent: MailMessage[] = [];
    const mail = { kind: 'outbox' as const, send: async (message: MailMessage) => void sent.push(message) };
    await mailInvitation(mail, 'https://lender.example', application(ELSEWHERE), contact, 'token-0123456789');
    expect(sent[0]?.text).toContain(
      'A borrower who gave their name as "Rosalind Alvarez-Diaz" has invited you',
    );
    expect(sent[0]?.text).not.toContain('Wrong');
  });

  it('lets the borrower sign with the legal name or the name the flow keeps', () => {
    expect(signerNamesOf(ELSEWHERE, data)).toEqual(['Rosa Alvarez', 'Rosalind Alvarez-Diaz']);
    // The same name twice is one.
    const same = { ...data, elsewhere: { given: 'Rosa', family: 'Alvarez' } };
    expect(signerNamesOf(ELSEWHERE, same)).toEqual(['Rosa Alvarez']);
  });

  it('gives the co-borrower the borrower’s first name as the flow keeps it', () => {
    expect(sharedApplicationView(application(ELSEWHERE), contact).shared.borrowerFirstName).toBe('Rosalind');
  });
});
