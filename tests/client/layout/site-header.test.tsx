// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandingContext } from '../../../src/client/branding/branding-context.ts';
import { SiteHeader } from '../../../src/client/layout/site-header.tsx';
import { brandingState, buttonByName, byText, cleanup, click, render, shown } from './render.tsx';

const auth = vi.hoisted(() => ({ hasToken: false, logOut: vi.fn(async () => {}) }));

vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useHasAuthToken: () => auth.hasToken,
  useAuthActions: () => ({ logOut: auth.logOut }),
}));

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: '/:officerId/*',
        element: (
          <BrandingContext.Provider value={brandingState()}>
            <SiteHeader />
          </BrandingContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/2000001/login', '/2000001/property/address'] },
  );
  return { router, rendered: render(<RouterProvider router={router} />) };
}

const saveLink = () => buttonByName('Save Progress & Logout');

afterEach(async () => {
  await cleanup();
  auth.logOut.mockClear();
});

describe('SiteHeader', () => {
  it("hides 'Save Progress & Logout' without an auth token", async () => {
    auth.hasToken = false;
    await renderHeader().rendered;
    expect(document.querySelector('header')).not.toBeNull();
    expect(saveLink()).toBeNull();
  });

  it("shows 'Save Progress & Logout' with a token; it opens the modal whose 'Save & Logout' logs out", async () => {
    auth.hasToken = true;
    await renderHeader().rendered;
    expect(saveLink()?.getAttribute('aria-haspopup')).toBe('dialog');
    await click(saveLink());
    await shown(() => byText('Save and Logout?'));
    expect(auth.logOut).not.toHaveBeenCalled();
    await click(buttonByName('Save & Logout'));
    expect(auth.logOut).toHaveBeenCalledTimes(1);
  });

  it('the logo links to the log-in page of the officer and replaces the history entry', async () => {
    auth.hasToken = false;
    const { router, rendered } = renderHeader();
    await rendered;
    const logoLink = document.querySelector('header a');
    expect(logoLink?.getAttribute('href')).toBe('/2000001/login');
    expect(logoLink?.querySelector('img')?.getAttribute('alt')).toBe('Harborview Mortgage Partners logo');
    await click(logoLink);
    expect(router.state.location.pathname).toBe('/2000001/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
