import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../../src/server/applications/application-repository.ts';
import type { LoanRow } from '../../../src/server/loans/loan-repository.ts';
import { missingTridPieces, payoutRefusal } from '../../../src/server/loans/trid-timeline.ts';
import { dataSet } from '../../support/loan.ts';

const application = (data: Record<string, unknown>, flowType = 'slim-1') =>
  ({ flowType, data }) as unknown as ApplicationRow;
const loan = (slotId: string | null, disbursement: Record<string, unknown> | null = { method: 'check' }) =>
  ({
    product: { productType: 'HELOAN', creditType: 'closed-end' },
    closingAppointment: slotId ? { slotId } : null,
    disbursement,
  }) as unknown as LoanRow;

describe('the six pieces of a TRID application', () => {
  it('are complete in a full data set, and each missing one is named', () => {
    const full = dataSet('slim-1', 'minimal') as Record<string, Record<string, unknown>>;
    expect(missingTridPieces(application(full), false)).toEqual([]);
    const { ssn: _ssn, ...legal } = (full.applicant as { legal: Record<string, unknown> }).legal;
    const noSsn = { ...full, applicant: { ...full.applicant, legal } };
    expect(missingTridPieces(application(noSsn), false)).toEqual(['ssn']);
    // The soft pull on name and address stands in for the SSN.
    expect(missingTridPieces(application(noSsn), true)).toEqual([]);
    expect(missingTridPieces(application({}), false)).toEqual([
      'name',
      'income',
      'ssn',
      'propertyAddress',
      'estimatedValue',
      'loanAmount',
    ]);
  });
});

describe('getting the money after a closing on Friday 27 November 2026 (primary residence)', () => {
  const home = application(dataSet('slim-1', 'minimal'));

  it('is refused until the right to cancel ends at midnight Tuesday 1 December, and allowed Wednesday 2 December', () => {
    expect(payoutRefusal(home, loan('2026-11-27T10:00'), '2026-12-01')).toMatchObject({
      code: 'rescission_period',
      moneyFrom: '2026-12-02',
    });
    expect(payoutRefusal(home, loan('2026-11-27T10:00'), '2026-12-02')).toBeNull();
  });

  it('is refused before a closing is booked, and without a way to pay it', () => {
    expect(payoutRefusal(home, loan(null), '2026-12-02')?.code).toBe('closing_not_held');
    expect(payoutRefusal(home, loan('2026-11-27T10:00', null), '2026-12-02')?.code).toBe(
      'no_disbursement_method',
    );
  });

  it('is not held for a rescission period on an investment property, only for the closing', () => {
    const full = dataSet('slim-1', 'minimal') as { property: { info: Record<string, unknown> } };
    const rental = application({
      ...full,
      property: { ...full.property, info: { ...full.property.info, occupancy: 'Investment' } },
    });
    expect(payoutRefusal(rental, loan('2026-11-27T10:00'), '2026-11-26')?.code).toBe('closing_not_held');
    expect(payoutRefusal(rental, loan('2026-11-27T10:00'), '2026-11-27')).toBeNull();
  });
});
