import { describe, expect, it } from 'vitest';
import type { PortalCard } from '../../../src/client/api/portal-api.ts';
import {
  portalCardView,
  STATUS_TEXT_COLOUR,
  statusLabel,
} from '../../../src/client/portal/dashboard/portal-card-view.ts';
import { FALLBACK_TEXTS, orFallback } from '../../../src/client/portal/fallback-texts.ts';
import { contrastRatio } from '../../../src/shared/branding/contrast.ts';
import { GENERIC_MILESTONE_COLOUR, MILESTONE_COLOURS } from '../../../src/shared/loan-milestones.ts';

const loan: PortalCard = {
  id: '12',
  kind: 'loan',
  appId: '1000012',
  nmlsId: '2000001',
  flowType: 'slim-1',
  street: '418 Maple Avenue',
  amount: 101000,
  productType: 'HELOC',
  status: 'Provide Documentation',
  loanNumber: 'HL2026000012',
  appDate: '2026-11-02',
  todoCount: 4,
};

const application: PortalCard = {
  ...loan,
  id: '1000013',
  kind: 'application',
  appId: '1000013',
  amount: 60000,
  productType: null,
  status: 'Submit Application',
  loanNumber: null,
  todoCount: 0,
};

describe('a dashboard card (spec 2.7, 4.9, 9)', () => {
  it('shows a loan: street, whole dollars, product, status in its milestone colour, loan number, date, to-dos', () => {
    expect(portalCardView(loan)).toEqual({
      key: 'loan-12',
      isApplication: false,
      street: '418 Maple Avenue',
      amount: '$101,000',
      productType: 'Home equity line of credit (HELOC)',
      statusLabel: 'Provide Documentation',
      statusColour: '#5495e1',
      loanNumber: 'HL2026000012',
      appDate: 'Nov 02, 2026',
      todoCount: 4,
      isCoborrower: false,
      action: 'View Loan',
      notice: null,
    });
  });

  it('links an application with a notice of action to it, by its kind and date; a co-borrower gets no link', () => {
    const declined = {
      ...application,
      noticeOfAction: { issuedOn: '2026-11-28', action: 'denied' as const },
    };
    expect(portalCardView(declined).notice).toEqual({
      label: 'Notice of action taken, Nov 28, 2026',
      appId: '1000013',
    });
    const counteroffer = {
      ...declined,
      noticeOfAction: { issuedOn: '2027-02-26', action: 'counteroffer' as const },
    };
    expect(portalCardView(counteroffer).notice?.label).toBe(
      'Notice of action taken on your request, Feb 26, 2027',
    );
    expect(portalCardView({ ...declined, role: 'coborrower' }).notice).toBeNull();
  });

  it('names the product in words, never by its code', () => {
    expect(portalCardView({ ...loan, productType: 'HELOAN' }).productType).toBe('Home equity loan');
    expect(portalCardView({ ...loan, productType: null }).productType).toBe('Not chosen yet');
  });

  it("a co-borrower's card: their own to-dos, no loan pages to view, their part to continue before submission", () => {
    const joinedLoan = portalCardView({ ...loan, role: 'coborrower', todoCount: 0 });
    expect(joinedLoan).toMatchObject({
      isCoborrower: true,
      loanNumber: 'HL2026000012',
      todoCount: 0,
      action: null,
    });
    const joinedApplication = portalCardView({ ...application, role: 'coborrower' });
    expect(joinedApplication).toMatchObject({
      isCoborrower: true,
      isApplication: true,
      action: 'Continue My Part',
    });
  });

  it("shows 'Submit Application' as an unsubmitted application: its label, no loan number, 'Finish Application'", () => {
    const view = portalCardView(application);
    expect(view.isApplication).toBe(true);
    expect(view.statusLabel).toBe('Application in Progress / Not Submitted');
    expect(view.loanNumber).toBeNull();
    expect(view.action).toBe('Finish Application');
    expect(view.amount).toBe('$60,000');
    expect(view.statusColour).toBe(GENERIC_MILESTONE_COLOUR);
  });

  it('rounds amounts to whole dollars and reads ISO times as dates', () => {
    const view = portalCardView({ ...loan, amount: 60499.5, appDate: '2026-03-09T18:30:00.000Z' });
    expect(view.amount).toBe('$60,500');
    expect(view.appDate).toBe('Mar 09, 2026');
  });

  it('gives an unknown status the generic colour and a missing one the fallback text', () => {
    expect(portalCardView({ ...loan, status: 'Funded Elsewhere' }).statusColour).toBe(
      GENERIC_MILESTONE_COLOUR,
    );
    expect(statusLabel('')).toBe('Unknown Status');
    expect(statusLabel(null)).toBe('Unknown Status');
  });

  it("falls back to spec 8's texts for a missing street and loan number", () => {
    const view = portalCardView({ ...loan, street: null, loanNumber: null });
    expect(view.street).toBe('Unknown Street');
    expect(view.loanNumber).toBe('Unknown Loan Number');
    expect(portalCardView({ ...loan, street: '   ' }).street).toBe('Unknown Street');
  });

  it('keeps the status text readable (AA, 4.5:1) on every status colour', () => {
    for (const colour of [...Object.values(MILESTONE_COLOURS), GENERIC_MILESTONE_COLOUR]) {
      expect(contrastRatio(STATUS_TEXT_COLOUR, colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("spec 8's fallback texts", () => {
  it('are the exact words', () => {
    expect(FALLBACK_TEXTS).toEqual({
      street: 'Unknown Street',
      loanNumber: 'Unknown Loan Number',
      status: 'Unknown Status',
      name: 'Unknown Name',
      phone: 'Unknown Phone',
      email: 'Unknown Email',
      officer: 'Unknown Officer',
    });
  });

  it('replace missing or blank values only', () => {
    expect(orFallback(undefined, 'Unknown Name')).toBe('Unknown Name');
    expect(orFallback(' ', 'Unknown Name')).toBe('Unknown Name');
    expect(orFallback('Dana', 'Unknown Name')).toBe('Dana');
  });
});
