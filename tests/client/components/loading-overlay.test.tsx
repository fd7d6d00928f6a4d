// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from '../../../src/client/components/loading-overlay.tsx';
import { localeAtom } from '../../../src/client/i18n/locale.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const status = () => container.querySelector('[role="status"]');

describe('the loading overlay (spec 2.12)', () => {
  it('announces a new message every 800 ms in a polite live region', () => {
    act(() => root.render(<LoadingOverlay />));
    expect(status()?.getAttribute('aria-live')).toBe('polite');
    expect(status()?.textContent).toBe('Setting up your experience...');
    act(() => vi.advanceTimersByTime(799));
    expect(status()?.textContent).toBe('Setting up your experience...');
    act(() => vi.advanceTimersByTime(1));
    expect(status()?.textContent).toBe('Verifying your access...');
    act(() => vi.advanceTimersByTime(800 * 3));
    expect(status()?.textContent).toBe('Almost ready...');
  });

  it("stays on 'Loading your application...' without state", () => {
    act(() => root.render(<LoadingOverlay hasState={false} />));
    act(() => vi.advanceTimersByTime(800 * 3));
    expect(status()?.textContent).toBe('Loading your application...');
  });
});

describe('the loading overlay in Spanish (issue 22)', () => {
  afterEach(() => getDefaultStore().set(localeAtom, 'en'));

  it('cycles the Spanish messages once the texts have loaded, English before (it never suspends)', async () => {
    getDefaultStore().set(localeAtom, 'es');
    vi.useRealTimers();
    await loadCatalogue('es', 'frame');
    vi.useFakeTimers();
    act(() => root.render(<LoadingOverlay />));
    expect(status()?.textContent).toBe('Preparando su experiencia...');
    act(() => vi.advanceTimersByTime(800));
    expect(status()?.textContent).toBe('Verificando su acceso...');
  });

  it('without state: the Spanish steady message', async () => {
    getDefaultStore().set(localeAtom, 'es');
    vi.useRealTimers();
    await loadCatalogue('es', 'frame');
    vi.useFakeTimers();
    act(() => root.render(<LoadingOverlay hasState={false} />));
    expect(status()?.textContent).toBe('Cargando su solicitud...');
  });
});
