// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandingContext, type BrandingState } from '../../../src/client/branding/branding-context.ts';
import { localeAtom } from '../../../src/client/i18n/locale.ts';
import { SiteHeader } from '../../../src/client/layout/site-header.tsx';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import {
  brandingState,
  buttonByName,
  byText,
  cleanup,
  click,
  preloadTexts,
  render,
  shown,
} from './render.tsx';

const auth = vi.hoisted(() => ({ hasToken: false, logOut: vi.fn(async () => {}) }));
const http = vi.hoisted(() => ({ put: vi.fn(async () => ({ status: 204 })) }));

vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useHasAuthToken: () => auth.hasToken,
  useAuthActions: () => ({ logOut: auth.logOut }),
}));
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));

function renderHeader(state: BrandingState = brandingState()) {
  const router = createMemoryRouter(
    [
      {
        path: '/:officerId/*',
        element: (
          <BrandingContext.Provider value={state}>
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

const setPageLocale = (locale: Locale) =>
  act(() => {
    document.documentElement.lang = locale;
    getDefaultStore().set(localeAtom, locale);
  });

afterEach(async () => {
  await cleanup();
  auth.logOut.mockClear();
  http.put.mockClear();
  await setPageLocale('en');
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

  it('offers no language picker when the company offers English only', async () => {
    auth.hasToken = false;
    await renderHeader(brandingState({ broker: { languages: ['en'] } })).rendered;
    expect(document.querySelector('header select')).toBeNull();
  });
});

describe('SiteHeader in Spanish (issue 22)', () => {
  const picker = () => document.querySelector<HTMLSelectElement>('header select');
  const choose = (locale: Locale) =>
    act(async () => {
      const select = picker() as HTMLSelectElement;
      select.value = locale;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });

  it("renders the header in Spanish: the picker, 'Guardar progreso y cerrar sesión' and the logo's text", async () => {
    auth.hasToken = true;
    await preloadTexts('es');
    await setPageLocale('es');
    await renderHeader(brandingState({ broker: { languages: ['en', 'es'] } })).rendered;
    expect(buttonByName('Guardar progreso y cerrar sesión')).not.toBeNull();
    expect(buttonByName('Save Progress & Logout')).toBeNull();
    expect(document.querySelector('header img')?.getAttribute('alt')).toBe(
      'Logotipo de Harborview Mortgage Partners',
    );
    expect(document.querySelector('header label')?.textContent).toBe('Idioma');
    expect(picker()?.value).toBe('es');
    expect([...(picker()?.options ?? [])].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
    ]);
  });

  it('switches the page to Spanish signed out: <html lang>, the cookie, the texts; nothing is stored on an account', async () => {
    auth.hasToken = false;
    await preloadTexts('es');
    await renderHeader(brandingState({ broker: { languages: ['en', 'es'] } })).rendered;
    expect(document.querySelector('header label')?.textContent).toBe('Language');
    await choose('es');
    await shown(() => (document.querySelector('header label')?.textContent === 'Idioma' ? true : null));
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    expect(http.put).not.toHaveBeenCalled();
  });

  it('signed in, keeps the choice on the account (PUT /v2/me/locale) and shows the Spanish link', async () => {
    auth.hasToken = true;
    await preloadTexts('es');
    await renderHeader(brandingState({ broker: { languages: ['en', 'es'] } })).rendered;
    expect(buttonByName('Save Progress & Logout')).not.toBeNull();
    await choose('es');
    await shown(() => buttonByName('Guardar progreso y cerrar sesión'));
    expect(http.put).toHaveBeenCalledWith('/v2/me/locale', { locale: 'es', nmlsId: '2000001' });
    await click(buttonByName('Guardar progreso y cerrar sesión'));
    await shown(() => byText('¿Guardar y cerrar sesión?'));
  });
});
