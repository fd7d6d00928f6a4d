// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalLoanSummary } from '../../../src/client/api/portal-api.ts';
import TodoListScreen from '../../../src/client/portal/todos/todo-list-screen.tsx';
import { formatShortDate } from '../../../src/shared/format.ts';
import { UPLOAD_TEXTS } from '../../../src/shared/uploads.ts';
import { loadPortalWords } from '../../support/portal-words.ts';
import { buttonByName, byText, cleanup, click, render } from '../layout/render.tsx';

const http = { get: vi.fn() };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));
const upload = vi.fn(async (_http: unknown, _upload: { file: File; conditionId: string }) => undefined);
vi.mock('../../../src/client/api/portal-api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadConditionDocument: (client: unknown, details: { file: File; conditionId: string }) =>
    upload(client, details),
}));

const summary = {
  id: '12',
  loanNumber: 'HL2026000012',
  street: '418 Maple Avenue',
  sign: [
    {
      id: 'https://esign.example/sign/1',
      code: 'disclosures',
      description: 'Sign your initial disclosures',
      status: 'OPEN',
      completionDate: null,
      submittedOn: null,
    },
  ],
  tasks: [
    {
      id: '7',
      code: 'income',
      description: 'Provide proof of income',
      status: 'OPEN',
      completionDate: '2026-12-06',
      submittedOn: null,
      reason: null,
      documents: [],
    },
    {
      id: '8',
      code: 'id',
      description: 'Provide a photo ID',
      status: 'REJECTED',
      completionDate: '2026-12-06',
      submittedOn: null,
      reason: 'The photo is blurred.',
      documents: [],
    },
    {
      id: '9',
      code: 'insurance',
      description: 'Provide the insurance page',
      status: 'SUBMIT',
      completionDate: '2026-12-06',
      submittedOn: '2026-11-03',
      reason: null,
      documents: [],
    },
  ],
} as unknown as PortalLoanSummary;

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderTodos() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/2000001/portal/loans/12/todos']}>
        <Routes>
          <Route path="/:officerId/portal/loans/:loanId/todos" element={<TodoListScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
}

const section = (name: RegExp) =>
  Array.from(document.querySelectorAll('section')).find((element) =>
    name.test(element.querySelector('h2')?.textContent ?? ''),
  ) as HTMLElement;
const startButton = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (button) => button.textContent === `Start ${name}`,
  ) as HTMLButtonElement;
const panel = () => document.querySelector('section[tabindex="-1"]') as HTMLElement | null;

async function chooseFiles(files: File[]) {
  const input = panel()?.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

beforeAll(() => loadPortalWords());
beforeEach(() => {
  http.get.mockResolvedValue({ data: summary });
  upload.mockReset();
  upload.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe("'My To-Do List' (spec 2.9)", () => {
  it('has the three sections with their counts, dates, icons and the rejection reason', async () => {
    await renderTodos();
    expect(document.querySelector('h1')?.textContent).toBe('My To-Do List');
    expect(section(/^Sign Documents/).querySelector('h2')?.textContent).toBe('Sign Documents1 item');
    expect(section(/^Tasks/).querySelector('h2')?.textContent).toBe('Tasks2 items');
    expect(section(/^Tasks/).textContent).toContain('Complete by Dec 06, 2026');
    expect(section(/^Tasks/).textContent).toContain('The photo is blurred.');
    expect(section(/^Tasks/).querySelectorAll('svg').length).toBeGreaterThanOrEqual(2);
    const sign = section(/^Sign Documents/).querySelector('a') as HTMLAnchorElement;
    expect(sign.href).toBe('https://esign.example/sign/1');
    expect(sign.target).toBe('_blank');
    expect(sign.rel).toContain('noopener');
  });

  it("keeps 'Submitted' collapsed until its header is clicked", async () => {
    await renderTodos();
    const toggle = buttonByName('Submitted1 item') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(list.hidden).toBe(true);
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(list.textContent).toContain('Submitted on Nov 03, 2026');
    expect(list.textContent).toContain('Add Doc');
  });

  it('opens the upload panel with focus in it, and gives focus back to Start on Cancel', async () => {
    await renderTodos();
    await click(startButton('Provide proof of income'));
    expect(panel()).not.toBeNull();
    expect(document.activeElement).toBe(panel());
    expect(panel()?.textContent).toContain(UPLOAD_TEXTS.dropZone);
    expect(panel()?.textContent).toContain('Accepted formats: PDF, PNG, JPEG. Max size: 10MB.');
    expect(buttonByName('Choose Files', panel() as HTMLElement)).not.toBeNull();
    expect(buttonByName('Submit', panel() as HTMLElement)?.disabled).toBe(true);
    await click(buttonByName('Cancel', panel() as HTMLElement));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(startButton('Provide proof of income'));
  });

  it('lists refused files with the exact messages and refuses a Submit without a valid file', async () => {
    await renderTodos();
    await click(startButton('Provide proof of income'));
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await chooseFiles([new File(['x'], 'notes.txt', { type: 'text/plain' }), big]);
    expect(byText(UPLOAD_TEXTS.invalidType, panel() as HTMLElement)).not.toBeNull();
    expect(byText(UPLOAD_TEXTS.tooLarge, panel() as HTMLElement)).not.toBeNull();
    expect(buttonByName('Remove notes.txt')).not.toBeNull();
    await click(buttonByName('Submit', panel() as HTMLElement));
    await settle();
    expect(panel()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Please upload at least one valid file.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads every valid file, then shows a disabled 'Submitted' and closes the panel", async () => {
    await renderTodos();
    await click(startButton('Provide proof of income'));
    await chooseFiles([
      new File(['%PDF'], 'stub.pdf', { type: 'application/pdf' }),
      new File(['png'], 'w2.png', { type: 'image/png' }),
    ]);
    await click(buttonByName('Submit', panel() as HTMLElement));
    await settle();
    expect(upload.mock.calls.map(([, details]) => [details.conditionId, details.file.name])).toEqual([
      ['7', 'stub.pdf'],
      ['7', 'w2.png'],
    ]);
    expect(panel()).toBeNull();
    const submitted = buttonByName('Submitted') as HTMLButtonElement;
    expect(submitted.disabled).toBe(true);
    // It moved: out of 'Tasks', into 'Submitted' (opened to show it), dated today, and the borrower is told.
    expect(section(/^Tasks/).querySelector('h2')?.textContent).toBe('Tasks1 item');
    const moved = submitted.closest('li') as HTMLElement;
    expect(moved.closest('section')?.querySelector('h2')?.textContent).toBe('Submitted2 items');
    expect(buttonByName('Submitted2 items')?.getAttribute('aria-expanded')).toBe('true');
    const today = new Date().toLocaleDateString('en-CA');
    expect(moved.textContent).toContain(`Submitted on ${formatShortDate(today)}`);
    expect(document.activeElement?.textContent).toBe('Provide proof of income');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Your 2 documents were uploaded to “Provide proof of income”. We will review them and let you know if we need anything else.',
    );
  });

  it("shows the failure per file, 'Upload failed. Please try again.' and 'Error uploading task'", async () => {
    upload.mockRejectedValue(new Error('Proof of income upload failed (storage PUT): 403 Forbidden'));
    await renderTodos();
    await click(startButton('Provide proof of income'));
    await chooseFiles([new File(['%PDF'], 'stub.pdf', { type: 'application/pdf' })]);
    await click(buttonByName('Submit', panel() as HTMLElement));
    await settle();
    expect(byText('Proof of income upload failed (storage PUT): 403 Forbidden')).not.toBeNull();
    expect(panel()?.querySelector('[role="alert"]')?.textContent).toBe('Upload failed. Please try again.');
    expect(byText('Error uploading task')).not.toBeNull();
  });
});
