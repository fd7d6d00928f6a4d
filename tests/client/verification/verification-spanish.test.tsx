// @vitest-environment jsdom
/** The payroll verification's outcome in Spanish (issue 22): its words, dates and amounts by the locale. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  document.documentElement.lang = 'es';
});

import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { IncomeVerification } from '../../../src/client/verification/verification-panels.tsx';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, render } from '../layout/render.tsx';

vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => ({}) }));

beforeAll(() => loadEngineWords('es'));
afterEach(cleanup);
afterAll(() => {
  document.documentElement.lang = 'en';
});

describe('income verification in Spanish', () => {
  it('says the income is verified, with the employer’s figures in US Spanish', async () => {
    const application = {
      appId: '7',
      version: 2,
      verification: {
        income: {
          status: 'passed',
          verifiedAt: '2026-11-20T10:00:00Z',
          employers: [
            {
              employerName: 'Acme Tools',
              position: 'Analista',
              startDate: '2019-03-14',
              monthlyBase: 6500,
              monthlyOvertime: 0,
            },
          ],
        },
      },
    } as unknown as ApplicationDocument;
    await render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/2000001/prequal/voi?appId=7']}>
          <IncomeVerification application={application} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Sus ingresos están verificados.');
    expect(text).toContain(
      'Acme Tools, Analista, desde el 14 de marzo de 2019: salario base de $6,500 al mes.',
    );
    expect(text).not.toMatch(/verified|a month/);
  });
});
