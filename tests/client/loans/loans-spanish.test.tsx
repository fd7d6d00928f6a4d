// @vitest-environment jsdom
/**
 * The loan screens in Spanish (issue 22): the loan summary (counts, appointment, milestones, details), the Loan
 * Estimate and the consents with the company's note on which version governs.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoanSummary } from '../../../src/client/api/loan-api.ts';
import { BrandingContext } from '../../../src/client/branding/branding-context.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';
import { ESignConsentText, HardPullConsentText } from '../../../src/client/loans/legal-texts.tsx';
import { LoanSummaryBody } from '../../../src/client/loans/loan-summary-body.tsx';
import { LoanEstimateSummary } from '../../../src/client/loans/timeline-panels.tsx';
import { loanEstimateBreakdown } from '../../../src/shared/timelines/loan-estimate.ts';
import { loadPortalWords } from '../../support/portal-words.ts';
import { brandingState, cleanup, render } from '../layout/render.tsx';

vi.hoisted(() => {
  document.documentElement.lang = 'es';
});

beforeAll(() => Promise.all([loadPortalWords('es'), loadCatalogue('es', 'legal')]));
afterEach(cleanup);

const loan: Omit<LoanSummary, 'tasks' | 'sign'> = {
  id: '12',
  loanNumber: 'HL2026000012',
  status: 'Provide Documentation',
  milestone: 2,
  todoCount: 3,
  completedItemsCount: 1,
  amount: 101_000,
  totalLineAmount: 150_000,
  monthlyPayment: 1_199.1,
  productType: 'HELOC',
  productName: 'HELOC 30',
  interestRate: 8.75,
  apr: 9.112,
  termMonths: 360,
  rateLockDate: '2026-11-02',
  rateLockExpiration: null,
  closingAppointment: {
    dateTime: '2026-12-04T10:00:00-05:00',
    dateTimeEnd: '2026-12-04T11:00:00-05:00',
    timeZone: 'America/New_York',
    location: '418 Maple Avenue',
    closerName: 'Pat Closer',
    closerPhone: null,
    closerEmail: null,
  },
  appraisalAppointment: null,
  disbursement: null,
};

describe('the loan summary in Spanish', () => {
  it('counts, the appointment, the milestones and the loan details read in Spanish, amounts in dollars', async () => {
    await render(<LoanSummaryBody loan={loan} />);
    const text = document.body.textContent ?? '';
    const headings = [...document.querySelectorAll('h2')].map((h2) => h2.textContent);
    expect(headings).toEqual([
      'MIS TAREAS',
      'COMPLETADAS',
      'Cita de cierre',
      'Estado del préstamo',
      'Detalles del préstamo',
    ]);
    expect(text).toContain('viernes, 4 de diciembre');
    expect(text).toContain('Firmar divulgaciones (completado)');
    expect(text).toContain('Entregar documentación (actual)');
    expect(text).toContain('Monto del retiro inicial$101,000');
    expect(text).toContain('Monto total de la línea de crédito$150,000');
    expect(text).toContain('Pago mensual$1,199.10');
    expect(text).toContain('Tasa de interés / APR *8.75% / 8.75%');
    expect(text).toContain('Plazo del préstamo30 años');
    expect(text).toContain('Fijación de la tasa02 nov 2026');
    expect(text).toContain('Vencimiento de la tasaAún no fijada');
    expect(text).toContain('Línea de crédito sobre el valor neto de la vivienda (HELOC)');
    expect(text).toContain('incluye solo los intereses');
    for (const english of [
      'MY TO-DOS',
      'Milestone Status',
      'Loan Details',
      'Not locked yet',
      'Monthly Payment',
    ])
      expect(text).not.toContain(english);
  });

  it('words the Loan Estimate in Spanish with days as US Spanish writes them', async () => {
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
      [],
    );
    await render(
      <LoanEstimateSummary
        estimate={{ status: 'issued', sentOn: '2026-11-27', receivedOn: '2026-12-01', breakdown }}
      />,
    );
    expect(document.querySelector('h2')?.textContent).toBe('Su Estimación del préstamo');
    expect(document.body.textContent).toContain(
      'Se le envió electrónicamente el viernes, 27 de noviembre de 2026; se considera recibida el martes, 1 de diciembre de 2026.',
    );
    expect(document.body.textContent).toContain('Tasa de interés6.00% fija por 30 años');
    expect(document.body.textContent).toContain('Capital e intereses mensuales$1,199.10');
  });
});

describe('the consents in Spanish', () => {
  it("show the legal catalogue's translation and the company's note on which version governs", async () => {
    const note = 'Esta traducción es solo informativa; rige la versión en inglés.';
    await render(
      <BrandingContext.Provider value={brandingState({ broker: { translationNotes: { es: note } } })}>
        <ESignConsentText />
        <HardPullConsentText />
      </BrandingContext.Provider>,
    );
    expect(document.getElementById('esign-title')?.textContent).not.toBe(
      'Consent to receive documents electronically',
    );
    expect(document.querySelectorAll('#esign-title ~ div h3')).toHaveLength(6);
    expect(document.getElementById('hard-pull-title')?.textContent).not.toBe(
      'Authorization for a full credit report',
    );
    expect([...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual([
      expect.stringContaining(note),
      expect.stringContaining(note),
    ]);
  });
});
