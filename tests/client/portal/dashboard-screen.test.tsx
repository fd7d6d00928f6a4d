// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCard } from '../../../src/client/api/portal-api.ts';
import DashboardScreen from '../../../src/client/portal/dashboard/dashboard-screen.tsx';
import { LOOKUP_VALIDATED_KEY } from '../../../src/client/portal/dashboard/lookup-validation.ts';
import { loadPortalWords } from '../../support/portal-words.ts';
import { buttonByName, byText, cleanup, click, render } from '../layout/render.tsx';

const http = { get: vi.fn(), post: vi.fn() };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ user: { email: 'rosa@example.com', sub: 'user-1' }, isAuthenticated: true }),
  useAuthActions: () => ({ refreshAccessToken: async () => undefined }),
}));

const cards: PortalCard[] = [
  {
    id: '1000013',
    kind: 'application',
    appId: '1000013',
    nmlsId: '2000001',
    flowType: 'slim-1',
    street: null,
    amount: 60000,
    productType: null,
    status: 'Submit Application',
    loanNumber: null,
    appDate: '2026-11-02',
    todoCount: 0,
  },
  {
    id: '12',
    kind: 'loan',
    appId: '1000012',
    nmlsId: '2000001',
    flowType: 'slim-1',
    street: '418 Maple Avenue',
    amount: 101000,
    productType: 'HELOC',
    status: 'Sign Disclosures',
    loanNumber: 'HL2026000012',
    appDate: '2026-10-30',
    todoCount: 3,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/2000001/portal']}>
        <Routes>
          <Route path="/:officerId/portal" element={<DashboardScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function typeInto(label: string, value: string) {
  const input = Array.from(document.querySelectorAll('input')).find(
    (candidate) => candidate.labels?.[0]?.textContent?.replace('*', '').trim() === label,
  ) as HTMLInputElement;
  if (!input) throw new Error(`No field labelled ${label}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(() => loadPortalWords());
beforeEach(() => {
  sessionStorage.clear();
  http.get.mockReset();
  http.post.mockReset();
});
afterEach(cleanup);

describe("the 'Loan Dashboard' (spec 2.7)", () => {
  it("says 'Loading your dashboard...' until the list answers, then shows one card per application or loan", async () => {
    let answer: (value: unknown) => void = () => {};
    http.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderDashboard();
    expect(document.querySelector('h1')?.textContent).toBe('Loan Dashboard');
    expect(byText('Loading your dashboard...')).not.toBeNull();
    await act(async () => answer({ data: { loans: cards } }));
    await settle();
    const articles = document.querySelectorAll('article');
    expect(articles).toHaveLength(2);
    const [application, loan] = Array.from(articles) as HTMLElement[];
    expect(application?.textContent).toContain('Unknown Street');
    expect(application?.textContent).toContain('Application in Progress / Not Submitted');
    expect(application?.textContent).not.toContain('Loan Number');
    expect(buttonByName('Finish Application', application)).not.toBeNull();
    expect(loan?.textContent).toContain('$101,000');
    expect(loan?.textContent).toContain('HL2026000012');
    expect(loan?.textContent).toContain('Oct 30, 2026');
    expect(buttonByName('View Loan', loan)).not.toBeNull();
    expect(http.get).toHaveBeenCalledWith('/v2/portal', { params: { email: 'rosa@example.com' } });
  });

  it("'View Loan' opens the loan's summary", async () => {
    http.get.mockResolvedValue({ data: { loans: cards } });
    await renderDashboard();
    await settle();
    await click(buttonByName('View Loan'));
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe('/2000001/portal/loans/12');
  });

  it("'Finish Application' continues it: intent continue_application, its id stored, on to its last path", async () => {
    http.get.mockImplementation(async (url: string) =>
      url === '/v2/portal'
        ? { data: { loans: cards } }
        : { data: { appId: '1000013', lastPaths: { 'rosa@example.com': '/property/info' } } },
    );
    await renderDashboard();
    await settle();
    await click(buttonByName('Finish Application'));
    await settle();
    expect(sessionStorage.getItem('user_intent')).toBe('continue_application');
    expect(sessionStorage.getItem('appId')).toBe('1000013');
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe(
      '/2000001/property/info?appId=1000013',
    );
  });

  it("with nothing to show: 'No applications or loans found.' and a new application starts", async () => {
    http.get.mockResolvedValue({ data: { loans: [] } });
    let created: (value: unknown) => void = () => {};
    http.post.mockReturnValue(new Promise((resolve) => (created = resolve)));
    sessionStorage.setItem('appId', '1000001');
    await renderDashboard();
    await settle();
    expect(byText('No applications or loans found.')).not.toBeNull();
    await act(async () => created({ data: { data: { appId: '1000099' } } }));
    await settle();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post.mock.calls[0]?.[0]).toBe('/v2/application');
    expect(sessionStorage.getItem('user_intent')).toBe('create_new_application');
    expect(sessionStorage.getItem('appId')).toBe('1000099');
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe(
      '/2000001/create-account?appId=1000099',
    );
  });
});

describe('the lookup validation (spec 4.3, 5)', () => {
  beforeEach(() => {
    http.get.mockResolvedValue({ data: { loans: cards } });
    sessionStorage.setItem('user_intent', 'create_new_application');
  });

  it('asks for last name and zip before the cards when the borrower came to register', async () => {
    await renderDashboard();
    await settle();
    expect(document.querySelectorAll('article')).toHaveLength(0);
    expect(document.querySelector('h2')?.textContent).toBe('Find your loan');
    const labels = Array.from(document.querySelectorAll('label')).map((label) =>
      label.textContent?.replace('*', '').trim(),
    );
    expect(labels).toEqual(['Last Name', 'Zip Code']);
  });

  it('names an empty field and sends nothing', async () => {
    await renderDashboard();
    await settle();
    await click(buttonByName('Continue'));
    expect(byText('Enter your last name.')).not.toBeNull();
    expect(byText('Enter the zip code of your property.')).not.toBeNull();
    expect(http.post).not.toHaveBeenCalled();
  });

  it("a mismatch says 'Unable to locate your loan. Please contact your loan officer.'", async () => {
    http.post.mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 422,
        data: {
          code: 'lookup_mismatch',
          message: 'Unable to locate your loan. Please contact your loan officer.',
        },
      },
    });
    await renderDashboard();
    await settle();
    typeInto('Last Name', '  Alvarez ');
    typeInto('Zip Code', '43215');
    await click(buttonByName('Continue'));
    await settle();
    expect(http.post).toHaveBeenCalledWith('/v2/portal/lookup', { lastName: 'Alvarez', zip: '43215' });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Unable to locate your loan. Please contact your loan officer.',
    );
    expect(document.querySelectorAll('article')).toHaveLength(0);
    expect(sessionStorage.getItem(LOOKUP_VALIDATED_KEY)).toBeNull();
  });

  it('a match shows the cards and is remembered for the session', async () => {
    http.post.mockResolvedValue({ data: { matched: true } });
    await renderDashboard();
    await settle();
    typeInto('Last Name', 'alvarez');
    typeInto('Zip Code', '43215');
    await click(buttonByName('Continue'));
    await settle();
    expect(document.querySelectorAll('article')).toHaveLength(2);
    expect(sessionStorage.getItem(LOOKUP_VALIDATED_KEY)).toBe('true');
    await cleanup();
    await renderDashboard();
    await settle();
    expect(document.querySelectorAll('article')).toHaveLength(2);
  });

  it('is not asked when the borrower logged in to continue', async () => {
    sessionStorage.setItem('user_intent', 'continue_application');
    await renderDashboard();
    await settle();
    expect(document.querySelectorAll('article')).toHaveLength(2);
  });
});
