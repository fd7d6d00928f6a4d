// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowOf } from '../../../src/client/flow-engine/flow-registry.ts';
import TestOrchestratorScreen, {
  TESTERS_ONLY,
} from '../../../src/client/flow-engine/test-orchestrator-screen.tsx';
import { ReadinessProvider } from '../../../src/client/state/readiness.tsx';
import { findStep } from '../../../src/shared/flows/flow-navigation.ts';
import type { ScreenStep } from '../../../src/shared/flows/flow-types.ts';
import { conditionInWords, nextInWords } from '../../../src/shared/flows/flow-words.ts';
import { cleanup, click, render } from '../layout/render.tsx';

const fetchAdminAccess = vi.fn();
vi.mock('../../../src/client/api/admin-api.ts', () => ({
  fetchAdminAccess: (...args: unknown[]) => fetchAdminAccess(...args),
}));
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => ({}) }));

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

async function renderPage(flowType: string) {
  const flow = flowOf(flowType);
  const step = findStep(flow, 'testOrch') as ScreenStep;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queries}>
      <ReadinessProvider>
        <MemoryRouter initialEntries={['/1464945/testOrch?appId=42']}>
          <Routes>
            <Route path="/:officerId/testOrch" element={<TestOrchestratorScreen flow={flow} step={step} />} />
            <Route path="/:officerId/*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ReadinessProvider>
    </QueryClientProvider>,
  );
  // The access check answers on a later tick.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return flow;
}

const rows = () => [...document.querySelectorAll('tbody tr')];
const rowOf = (path: string) =>
  rows().find((row) => row.querySelector('th')?.textContent === path) as HTMLTableRowElement | undefined;
const cells = (row: HTMLTableRowElement | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent);

beforeEach(() => fetchAdminAccess.mockReset());
afterEach(async () => {
  vi.unstubAllEnvs();
  await cleanup();
});

describe('the tester page (testOrch)', () => {
  it('opens in a development build without asking the server, listing every step of the flow', async () => {
    vi.stubEnv('DEV', true);
    const flow = await renderPage('slim-1');
    expect(fetchAdminAccess).not.toHaveBeenCalled();
    expect(document.querySelector('h1')?.textContent).toBe('Test orchestrator');
    expect(document.querySelector('caption')?.textContent).toContain('slim-1');
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Path',
      'Kind',
      'Screen',
      'Next',
      'Progress',
      'Section',
    ]);
    expect(rows()).toHaveLength(flow.steps.length);
    expect(cells(rowOf('property/address'))).toEqual([
      'property/address',
      'Protected',
      'property-address',
      'property/info',
      '20',
      'prequal',
    ]);
    expect(cells(rowOf('my-fast-track'))).toEqual([
      'my-fast-track',
      'Redirect',
      'None',
      'Redirects to myfasttrack',
      'None',
      'None',
    ]);
    expect(cells(rowOf('applicant/add-borrower'))[3]).toBe(
      'applicant/coborrower-info when addBorrower.addCoBorrower is "yes"; otherwise cosigner/support',
    );
    expect(cells(rowOf('applicant/loan-summary'))[3]).toBe('No next step');
  });

  it('links each step with the current application and jumps there', async () => {
    vi.stubEnv('DEV', true);
    await renderPage('long-1');
    const link = rowOf('property/type')?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/1464945/property/type?appId=42');
    await click(link ?? null);
    expect(document.querySelector('[data-testid="location"]')?.textContent).toBe(
      '/1464945/property/type?appId=42',
    );
  });

  it('opens in a production build for an admin token', async () => {
    vi.stubEnv('DEV', false);
    fetchAdminAccess.mockResolvedValue('admin');
    await renderPage('slim-1');
    expect(fetchAdminAccess).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('Test orchestrator');
    expect(rowOf('testOrch')).toBeDefined();
  });

  it('shows only "This page is for testers." to anyone else', async () => {
    vi.stubEnv('DEV', false);
    fetchAdminAccess.mockResolvedValue('not-admin');
    await renderPage('slim-1');
    expect(document.body.textContent).toBe(TESTERS_ONLY);
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('a')).toBeNull();
  });

  it('says when the access check failed, and tries again', async () => {
    vi.stubEnv('DEV', false);
    fetchAdminAccess.mockRejectedValueOnce(new Error('The server could not be reached.'));
    fetchAdminAccess.mockResolvedValueOnce('admin');
    await renderPage('slim-1');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not check your access.',
    );
    expect(document.querySelector('table')).toBeNull();
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again') ?? null);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('table')).not.toBeNull();
  });
});

describe('a flow in words', () => {
  it('reads every kind of condition', () => {
    expect(conditionInWords({ field: 'a.b', equals: 'yes' })).toBe('a.b is "yes"');
    expect(conditionInWords({ field: 'n', atLeast: 1, below: 5 })).toBe('n is at least 1 and is below 5');
    expect(conditionInWords({ field: 't', in: ['Condo', 'Coop'] })).toBe('t is one of "Condo", "Coop"');
    expect(conditionInWords({ field: 'x', exists: false })).toBe('x is not answered');
    expect(
      conditionInWords({ any: [{ field: 'a', notEquals: 1 }, { not: { field: 'b', exists: true } }] }),
    ).toBe('(a is not 1 or not (b is answered))');
    expect(
      conditionInWords({
        all: [
          { field: 'a', equals: true },
          { field: 'b', equals: 2 },
        ],
      }),
    ).toBe('a is true and b is 2');
  });

  it('reads a next without conditions as its targets', () => {
    expect(nextInWords('contact-info')).toBe('contact-info');
    expect(nextInWords([{ to: 'x' }])).toBe('x');
    expect(nextInWords(undefined)).toBe('No next step');
  });
});
