import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BrandingState } from '../../../src/client/branding/branding-context.ts';
import { BrandingContext } from '../../../src/client/branding/branding-context.ts';
import type { Broker } from '../../../src/client/branding/broker.ts';
import { currentLocale } from '../../../src/client/i18n/locale.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';

/** Tiny stand-ins for @testing-library: render with react-dom/client inside act, then query the document. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Loads the frame's texts in a language, so screens render at once rather than suspend while they download. */
export async function preloadTexts(locale: Locale): Promise<void> {
  await Promise.all(['frame', 'login', 'common'].map((namespace) => loadCatalogue(locale, namespace)));
}

await preloadTexts(currentLocale());

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

const mounted: Root[] = [];

export async function render(ui: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts everything rendered so far (call in afterEach). */
export async function cleanup(): Promise<void> {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('Nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/**
 * What `find` finds once it shows, within `timeoutMs` of real time: for an overlay whose code loads on first opening
 * (src/client/components/lazy-overlay.tsx). Throws when it never shows.
 */
export async function shown<T>(find: () => T | null, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Not shown within ${timeoutMs} ms`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

export async function pressKey(element: Element | null, key: string): Promise<void> {
  if (!element) throw new Error('Nothing to press a key on');
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

export function byText(text: string, root: ParentNode = document.body): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>('*'));
  return (
    candidates.find((element) => element.textContent?.trim() === text && element.children.length === 0) ??
    null
  );
}

export function buttonByName(name: string, root: ParentNode = document.body): HTMLButtonElement | null {
  return (
    Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
      (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
    ) ?? null
  );
}

export const DANA: Omit<Broker, 'loading'> = {
  companyName: 'Harborview Mortgage Partners',
  companyNmls: '3000001',
  companyLogoUrl: '/api/v2/branding/2000001/logo',
  companyAddress: '27 Harbor Way, Boston, MA 02110',
  loName: 'Dana Whitfield',
  loEmail: 'dana.whitfield@harborview-mortgage.example',
  loPhone: '(617) 555-0191',
  loNmlsId: '2000001',
  loHeadshotUrl: null,
  isActive: true,
  channelType: 'Broker',
  isDefaultBroker: false,
};

export function brandingState(
  overrides: Partial<Omit<BrandingState, 'broker'>> & { broker?: Partial<Broker> } = {},
): BrandingState {
  const { broker, ...rest } = overrides;
  return {
    officerId: '2000001',
    kind: 'broker',
    colors: { primary: '#0B5394', secondary: '#B45F06' },
    isValid: true,
    companyPhone: null,
    headshot: { status: 'pending', dataUrl: null },
    provider: {
      legalName: 'Keystone Home Lending, LLC',
      nmlsId: '1464945',
      nameVariants: ['keystone home lending'],
      primaryColor: '#278A43',
      secondaryColor: '#333333',
      links: {
        nmlsConsumerAccess: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1464945',
        legal: 'https://mortgage.example/legal',
        terms: 'https://mortgage.example/terms',
        privacy: 'https://mortgage.example/privacy',
      },
    },
    ...rest,
    broker: { ...DANA, loading: false, ...broker },
  };
}

/** Renders `ui` on `/{officerId}/page` with a fixed branding state. */
export function withBranding(ui: ReactElement, state: BrandingState = brandingState()): ReactElement {
  return (
    <MemoryRouter initialEntries={[`/${state.officerId}/page`]}>
      <Routes>
        <Route
          path="/:officerId/*"
          element={<BrandingContext.Provider value={state}>{ui}</BrandingContext.Provider>}
        />
        <Route path="*" element={<p>outside the officer routes</p>} />
      </Routes>
    </MemoryRouter>
  );
}
