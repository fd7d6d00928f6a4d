// @vitest-environment jsdom
/**
 * The portal in Spanish (issue 22): the dashboard, the to-do list with its upload panel and the header's language
 * picker read in the borrower's language, with dates and amounts as US Spanish writes them, and no text that
 * exists only in the English catalogues.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enLoans from '../../../schemas/messages/en/loans.json';
import enPortal from '../../../schemas/messages/en/portal.json';
import esLoans from '../../../schemas/messages/es/loans.json';
import esPortal from '../../../schemas/messages/es/portal.json';
import type { PortalCard, PortalLoanSummary } from '../../../src/client/api/portal-api.ts';
import { BrandingContext } from '../../../src/client/branding/branding-context.ts';
import DashboardScreen from '../../../src/client/portal/dashboard/dashboard-screen.tsx';
import { PortalHeader } from '../../../src/client/portal/portal-header.tsx';
import TodoListScreen from '../../../src/client/portal/todos/todo-list-screen.tsx';
import { loadPortalWords } from '../../support/portal-words.ts';
import { brandingState, buttonByName, byText, cleanup, click, render } from '../layout/render.tsx';

// The page's language is read from <html lang> as the i18n modules load: Spanish before any import runs.
vi.hoisted(() => {
  document.documentElement.lang = 'es';
});

const http = { get: vi.fn(), post: vi.fn(), put: vi.fn() };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ user: { email: 'rosa@example.com', sub: 'user-1' }, isAuthenticated: true }),
  useAuthActions: () => ({ refreshAccessToken: async () => undefined, logOut: async () => undefined }),
  useHasAuthToken: () => true,
}));
vi.mock('../../../src/client/branding/broker-logo.tsx', () => ({ BrokerLogo: () => <span>logo</span> }));
const upload = vi.fn(async (_http: unknown, _upload: { file: File; conditionId: string }) => undefined);
vi.mock('../../../src/client/api/portal-api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadConditionDocument: (client: unknown, details: { file: File; conditionId: string }) =>
    upload(client, details),
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
    noticeOfAction: null,
  },
];

const summary = {
  id: '12',
  loanNumber: 'HL2026000012',
  street: '418 Maple Avenue',
  sign: [
    {
      id: 'https://esign.example/sign/1',
      code: 'disclosures',
      description: 'Firme sus divulgaciones iniciales',
      status: 'OPEN',
      completionDate: null,
      submittedOn: null,
    },
  ],
  tasks: [
    {
      id: '7',
      code: 'income',
      description: 'Comprobante de ingresos',
      status: 'OPEN',
      completionDate: '2026-12-06',
      submittedOn: null,
      reason: null,
      documents: [],
    },
    {
      id: '8',
      code: 'id',
      description: 'Identificación con foto',
      status: 'REJECTED',
      completionDate: '2026-12-06',
      submittedOn: null,
      reason: 'La foto está borrosa.',
      documents: [],
    },
    {
      id: '9',
      code: 'insurance',
      description: 'Página del seguro',
      status: 'SUBMIT',
      completionDate: '2026-12-06',
      submittedOn: '2026-11-03',
      reason: null,
      documents: [],
    },
  ],
} as unknown as PortalLoanSummary;

/** Texts of the English catalogues that Spanish words differently: none may be on a Spanish page. */
const englishOnly = [
  ...Object.entries(enPortal)
    .filter(([key, text]) => (esPortal as Record<string, string>)[key] !== text)
    .map(([, text]) => text),
  ...Object.entries(enLoans)
    .filter(([key, text]) => (esLoans as Record<string, string>)[key] !== text)
    .map(([, text]) => text),
].filter((text) => !text.includes('{') && text.trim().length > 3);

function expectNoEnglish(root: ParentNode = document.body) {
  const texts = Array.from(root.querySelectorAll<HTMLElement>('*')).flatMap((element) => [
    element.textContent?.trim() ?? '',
    element.getAttribute('aria-label') ?? '',
  ]);
  for (const english of englishOnly) expect(texts, english).not.toContain(english);
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function renderAt(path: string, route: string, element: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: RegExp) =>
  Array.from(document.querySelectorAll('section')).find((element) =>
    name.test(element.querySelector('h2')?.textContent ?? ''),
  ) as HTMLElement;
const panel = () => document.querySelector('section[tabindex="-1"]') as HTMLElement | null;

beforeAll(() => loadPortalWords('es'));
beforeEach(() => {
  sessionStorage.clear();
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
  upload.mockReset();
});
afterEach(cleanup);

describe('the dashboard in Spanish', () => {
  it('heads, labels, statuses, products, amounts and dates in Spanish, the actions too', async () => {
    http.get.mockResolvedValue({ data: { loans: cards } });
    await renderAt('/2000001/portal', '/:officerId/portal', <DashboardScreen />);
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Panel de préstamos');
    const [application, loan] = Array.from(document.querySelectorAll('article')) as HTMLElement[];
    expect(application?.textContent).toContain('Calle desconocida');
    expect(application?.textContent).toContain('Solicitud en curso / No enviada');
    expect(application?.textContent).toContain('Aún no elegido');
    expect(application?.textContent).toContain('02 nov 2026');
    expect(buttonByName('Terminar la solicitud', application)).not.toBeNull();
    expect(loan?.textContent).toContain('Firmar divulgaciones');
    expect(loan?.textContent).toContain('Línea de crédito sobre el valor neto de la vivienda (HELOC)');
    expect(loan?.textContent).toContain('$101,000');
    expect(loan?.textContent).toContain('30 oct 2026');
    expect(loan?.textContent).toContain('Número de préstamo');
    expect(loan?.textContent).toContain('Tareas3');
    expect(buttonByName('Ver préstamo', loan)).not.toBeNull();
    expectNoEnglish();
  });

  it('says it is loading, and that nothing was found, in Spanish', async () => {
    http.get.mockResolvedValue({ data: { loans: [] } });
    http.post.mockReturnValue(new Promise(() => {}));
    await renderAt('/2000001/portal', '/:officerId/portal', <DashboardScreen />);
    await settle();
    expect(byText('No se encontraron solicitudes ni préstamos.')).not.toBeNull();
    expect(byText('Estamos iniciando una nueva solicitud para usted…')).not.toBeNull();
  });
});

describe('the dashboard lookup in Spanish', () => {
  function typeInto(label: string, value: string) {
    const input = Array.from(document.querySelectorAll('input')).find(
      (candidate) => candidate.labels?.[0]?.textContent?.replace('*', '').trim() === label,
    ) as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  async function mismatch(body: Record<string, unknown>) {
    http.get.mockResolvedValue({ data: { loans: cards } });
    http.post.mockRejectedValue({ isAxiosError: true, response: { status: 422, data: body } });
    sessionStorage.setItem('user_intent', 'create_new_application');
    await renderAt('/2000001/portal', '/:officerId/portal', <DashboardScreen />);
    await settle();
    typeInto('Apellido', 'Alvarez');
    typeInto('Código postal', '43215');
    await click(buttonByName('Continuar'));
    await settle();
    return document.querySelector('[role="alert"]')?.textContent;
  }

  it("shows the server's words for a mismatch as sent (it words them in the page's language)", async () => {
    // Not the SPA's own catalogue text: the server's catalogue is the one a product owner edited.
    const worded =
      'No encontramos un préstamo con ese apellido y código postal. Llame a su oficial de préstamos.';
    expect(await mismatch({ code: 'lookup_mismatch', message: worded })).toBe(worded);
    expect(document.querySelectorAll('article')).toHaveLength(0);
    expectNoEnglish();
  });

  it('says it in Spanish from its own catalogue when the server sent no words', async () => {
    expect(await mismatch({ code: 'lookup_mismatch' })).toBe(esPortal['lookup.mismatch']);
  });
});

describe('the to-do list in Spanish', () => {
  beforeEach(() => http.get.mockResolvedValue({ data: summary }));

  it('has its sections, counts, dates, actions and the reason a task came back in Spanish', async () => {
    await renderAt(
      '/2000001/portal/loans/12/todos',
      '/:officerId/portal/loans/:loanId/todos',
      <TodoListScreen />,
    );
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Mi lista de tareas');
    expect(byText('Número de préstamo HL2026000012')).not.toBeNull();
    expect(section(/^Firmar documentos/).querySelector('h2')?.textContent).toBe(
      'Firmar documentos1 elemento',
    );
    expect(section(/^Tareas/).querySelector('h2')?.textContent).toBe('Tareas2 elementos');
    expect(section(/^Tareas/).textContent).toContain('Completar antes del 06 dic 2026');
    expect(section(/^Tareas/).textContent).toContain(
      'Devuelta por su equipo de préstamo: La foto está borrosa.',
    );
    const sign = section(/^Firmar documentos/).querySelector('a') as HTMLAnchorElement;
    expect(sign.textContent).toBe('Firmar Firme sus divulgaciones iniciales (se abre en una pestaña nueva)');
    const submitted = buttonByName('Enviadas1 elemento') as HTMLButtonElement;
    await click(submitted);
    expect(section(/^Enviadas/).textContent).toContain('Enviado el 03 nov 2026');
    expect(section(/^Enviadas/).textContent).toContain('Agregar documento');
    expectNoEnglish();
  });

  it('opens the upload panel in Spanish, with the size limit and the refusals of the spec', async () => {
    await renderAt(
      '/2000001/portal/loans/12/todos',
      '/:officerId/portal/loans/:loanId/todos',
      <TodoListScreen />,
    );
    await settle();
    const start = Array.from(document.querySelectorAll('button')).find(
      (button) => button.textContent === 'Comenzar Comprobante de ingresos',
    );
    await click(start ?? null);
    expect(panel()?.querySelector('h4')?.textContent).toBe('Subir documentos: Comprobante de ingresos');
    expect(panel()?.textContent).toContain('Arrastre y suelte archivos aquí o haga clic para subirlos');
    expect(panel()?.textContent).toContain('Formatos aceptados: PDF, PNG, JPEG. Tamaño máximo: 10 MB.');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const input = panel()?.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File(['x'], 'notes.txt', { type: 'text/plain' }), big],
      configurable: true,
    });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(
      byText('Tipo de archivo no válido. Solo se permiten PDF, PNG y JPEG.', panel() as HTMLElement),
    ).not.toBeNull();
    expect(byText('El archivo supera los 10 MB.', panel() as HTMLElement)).not.toBeNull();
    expect(document.querySelector('[aria-label="Quitar notes.txt"]')).not.toBeNull();
    await click(buttonByName('Enviar', panel() as HTMLElement));
    await settle();
    expect(panel()?.querySelector('[role="alert"]')?.textContent).toBe('Suba al menos un archivo válido.');
    expect(upload).not.toHaveBeenCalled();
    expectNoEnglish(panel() as HTMLElement);
  });
});

describe('the language picker of the portal header', () => {
  it("offers the company's languages and stores a signed-in choice on the account", async () => {
    http.put.mockResolvedValue({ data: {} });
    await renderAt(
      '/2000001/portal',
      '/:officerId/portal',
      <BrandingContext.Provider value={brandingState({ broker: { languages: ['en', 'es'] } })}>
        <PortalHeader />
      </BrandingContext.Provider>,
    );
    await settle();
    expect(buttonByName('Solicitar un nuevo préstamo')).not.toBeNull();
    const select = document.querySelector('header select') as HTMLSelectElement;
    expect(select.value).toBe('es');
    expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Idioma');
    expect([...select.options].map((option) => option.value)).toEqual(['en', 'es']);
    await loadPortalWords('en');
    await act(async () => {
      select.value = 'en';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(http.put).toHaveBeenCalledWith('/v2/me/locale', { locale: 'en', nmlsId: '2000001' });
    expect(document.documentElement.lang).toBe('en');
    expect(buttonByName('Apply for a New Loan')).not.toBeNull();
  });
});
