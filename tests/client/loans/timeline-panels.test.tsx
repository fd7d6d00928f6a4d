// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoanEstimateSummary, RescissionNotice } from '../../../src/client/loans/timeline-panels.tsx';
import { rescissionPeriod } from '../../../src/shared/timelines/closing-timeline.ts';
import { loanEstimateBreakdown } from '../../../src/shared/timelines/loan-estimate.ts';
import { rescissionNotice } from '../../../src/shared/timelines/rescission-notice.ts';
import { loadPortalWords } from '../../support/portal-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadPortalWords());
afterEach(cleanup);

const row = (label: string) =>
  [...document.querySelectorAll('th')].find((th) => th.textContent === label)?.nextElementSibling
    ?.textContent;

describe('the Loan Estimate on schedule-closing', () => {
  it('lists the figures of the breakdown, to the cent, with when it was sent and received', async () => {
    const breakdown = loanEstimateBreakdown(
      {
        id: 'HELOAN-360-2',
        productType: 'HELOAN',
        productName: 'Fixed-rate home equity loan',
        creditType: 'closed-end',
        termMonths: 360,
        rate: 6,
        apr: 6.19,
        originationFeePercent: 2,
        originationFee: 4_000,
        loanAmount: 200_000,
        monthlyPayment: 1_199.1,
        qualifyingPayment: 1_199.1,
        maxLoanAmount: 200_000,
        cashToBorrower: 196_000,
      },
      [{ name: 'Recording fees', amountCents: 9_900, financeCharge: false }],
    );
    await render(
      <LoanEstimateSummary
        estimate={{ status: 'issued', sentOn: '2026-11-27', receivedOn: '2026-12-01', breakdown }}
      />,
    );
    expect(document.querySelector('h2')?.textContent).toBe('Your Loan Estimate');
    expect(document.body.textContent).toContain(
      'Sent to you electronically on Friday, November 27, 2026; it counts as received on Tuesday, December 1, 2026.',
    );
    expect(row('Monthly principal and interest')).toBe('$1,199.10');
    expect(row('Origination charges')).toBe('$4,000.00');
    expect(row('Recording fees')).toBe('$99.00');
    expect(row('Total closing costs')).toBe('$4,099.00');
    expect(row('Cash to you')).toBe('$195,901.00');
    expect(row('Amount financed')).toBe('$196,000.00');
    expect(row('Annual percentage rate (APR)')).toBe('6.189%');
  });
});

describe('the notice of the right to cancel on get-money', () => {
  it('gives the end of the period and the day the money can go out, then the notice', async () => {
    const period = rescissionPeriod('2026-11-27');
    const sections = rescissionNotice({
      openEnd: false,
      closingDate: '2026-11-27',
      endsOn: period.endsOn,
      lenderName: 'Keystone Home Lending, LLC',
      lenderAddress: '100 Market Street, Suite 400, Philadelphia, PA 19106',
    });
    await render(
      <RescissionNotice
        rescission={{
          closingDate: '2026-11-27',
          ...period,
          openEnd: false,
          notice: { title: 'Notice of your right to cancel', sections },
        }}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain(
      'Your right to cancel ends at midnight on Tuesday, December 1, 2026. We can send your money from Wednesday, December 2, 2026.',
    );
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Your right to cancel',
      'How to cancel',
    ]);
    expect(text).toContain('(1) the date of the transaction, which is Friday, November 27, 2026');
    expect(text).toContain('no later than midnight of Tuesday, December 1, 2026');
    expect(text).toContain(
      'at Keystone Home Lending, LLC, 100 Market Street, Suite 400, Philadelphia, PA 19106.',
    );
  });
});
