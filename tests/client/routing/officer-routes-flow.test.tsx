// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../src/client/api/api-provider.tsx';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { flowOf, knownFlowTypes } from '../../../src/client/flow-engine/flow-registry.ts';
import { flowStartPath } from '../../../src/client/flow-engine/routable-steps.ts';
import { OfficerRoutes } from '../../../src/client/routing/officer-routes.tsx';
import { applicationCache } from '../../../src/client/state/application-cache-store.ts';
import { ReadinessProvider } from '../../../src/client/state/readiness.tsx';
import { cleanup, render } from '../layout/render.tsx';

const OFFICER = '1464945';

/** An application this browser has cached (spec 4.2), so the routes know its flow type without a request. */
function cachedApplication(appId: string, flowType: string) {
  const now = new Date().toISOString();
  const document: ApplicationDocument = {
    appId,
    nmlsId: OFFICER,
    status: 'draft',
    version: 1,
    flowConfig: { flowType },
    lastPath: null,
    lastPaths: null,
    createdAt: now,
    updatedAt: now,
  };
  applicationCache.save(appId, document);
}

/** The officer's pages as the shell mounts them, signed out (no identity provider around them). */
async function showPage(path: string) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queries}>
      <ReadinessProvider>
        <MemoryRouter initialEntries={[path]}>
          <ApiProvider baseUrl="/api">
            <Suspense fallback={null}>
              <Routes>
                <Route path="/:officerId/*" element={<OfficerRoutes />} />
              </Routes>
            </Suspense>
          </ApiProvider>
        </MemoryRouter>
      </ReadinessProvider>
    </QueryClientProvider>,
  );
  // The screens are lazy chunks.
  for (let tries = 0; tries < 50 && !document.querySelector('h1'); tries += 1)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

const heading = () => document.querySelector('h1')?.textContent;
const UNKNOWN_FLOW_TITLE = 'This application cannot be opened';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the routes of an application whose flow type has no flow file', () => {
  it('show an error on its steps instead of another flow', async () => {
    cachedApplication('42', 'gone-9');
    const start = flowStartPath(flowOf(knownFlowTypes()[0] as string));
    await showPage(`/${OFFICER}/${start}?appId=42`);
    expect(heading()).toBe(UNKNOWN_FLOW_TITLE);
    expect(document.body.textContent).toContain('"gone-9"');
    expect(document.querySelector('form')).toBeNull();
  });

  it('show the error for the flow type this browser stored for the application, too', async () => {
    sessionStorage.setItem('flowType-43', 'gone-9');
    await showPage(`/${OFFICER}/anything?appId=43`);
    expect(heading()).toBe(UNKNOWN_FLOW_TITLE);
  });

  it('keep the log-in page', async () => {
    cachedApplication('42', 'gone-9');
    await showPage(`/${OFFICER}/login?appId=42`);
    expect(heading()).toBe('Borrower Portal Login');
  });
});

describe('the routes of an application of a known flow type', () => {
  it.each(knownFlowTypes())('%s: its steps, and the not-found page elsewhere', async (flowType) => {
    cachedApplication('44', flowType);
    // Signed out, the flow's first step sends the borrower to log in: the step's route is there.
    await showPage(`/${OFFICER}/${flowStartPath(flowOf(flowType))}?appId=44`);
    expect(heading()).toBe('Borrower Portal Login');
    await cleanup();
    await showPage(`/${OFFICER}/no-such-page?appId=44`);
    expect(heading()).toBe('Page not found');
  });
});
