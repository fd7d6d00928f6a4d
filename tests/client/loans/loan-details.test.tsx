// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoanDetailFacts } from '../../../src/client/loans/loan-detail-rows.ts';
import { LoanDetails } from '../../../src/client/loans/loan-details.tsx';
import { loadPortalWords } from '../../support/portal-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadPortalWords());
afterEach(cleanup);

const loan = (productType: string, apr: number): LoanDetailFacts => ({
  productType,
  monthlyPayment: 794.5,
  amount: 101000,
  totalLineAmount: 123000,
  interestRate: 8.75,
  apr,
  rateLockDate: null,
  rateLockExpiration: null,
});

const HELOC_NOTE =
  '* The APR of a home equity line of credit includes only interest and not other costs or fees.';
const FIXED_NOTE = '* The APR includes the origination fee.';

describe('the APR footnote of the loan details', () => {
  it('speaks of a line of credit only for a line of credit', async () => {
    await render(<LoanDetails loan={loan('HELOC', 8.75)} />);
    expect(document.body.textContent).toContain(HELOC_NOTE);
    expect(document.body.textContent).not.toContain(FIXED_NOTE);
  });

  it('says a fixed-rate loan’s APR includes its origination fee, never the line of credit’s note', async () => {
    await render(<LoanDetails loan={loan('HELOAN', 9.112)} />);
    expect(document.body.textContent).toContain(FIXED_NOTE);
    expect(document.body.textContent).not.toContain('line of credit');
    expect(document.body.textContent).toContain('8.75% / 9.112%');
  });
});
