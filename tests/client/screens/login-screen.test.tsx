// @vitest-environment jsdom
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../../src/client/i18n/locale.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';
import LoginScreen from '../../../src/client/screens/login-screen.tsx';

const logIn = vi.fn(async () => undefined);
const register = vi.fn(async () => undefined);
const session: { isAuthenticated: boolean; isLoading: boolean; error: Error | undefined } = {
  isAuthenticated: false,
  isLoading: false,
  error: undefined,
};
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthActions: () => ({ logIn, register }),
  useAuthSession: () => session,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function renderLogin(state?: unknown) {
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[{ pathname: '/2000001/login', state }]}>
        <Routes>
          <Route path="/:officerId/login" element={<LoginScreen />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (element) => element.textContent === name,
  ) as HTMLButtonElement;

// The screen's texts, loaded before the (synchronous) renders below, which would otherwise suspend.
beforeAll(async () => {
  await Promise.all(['en', 'es'].map((locale) => loadCatalogue(locale as 'en' | 'es', 'login')));
});

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  logIn.mockClear();
  register.mockClear();
  session.error = undefined;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('the log-in screen (spec 2.11, 4.1)', () => {
  it("has the spec's title, 'Log In', an 'Or' divider and 'Register', in that order", () => {
    renderLogin();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Borrower Portal Login');
    const text = container.textContent ?? '';
    expect(text.indexOf('Log In')).toBeLessThan(text.indexOf('Or'));
    expect(text.indexOf('Or')).toBeLessThan(text.indexOf('Register'));
  });

  it('Log In stores the continue intent, disables both buttons and leaves after 1 second', () => {
    renderLogin();
    act(() => button('Log In').click());
    expect(sessionStorage.getItem('user_intent')).toBe('continue_application');
    expect(button('Log In').disabled).toBe(true);
    expect(button('Register').disabled).toBe(true);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Taking you to log in...');
    act(() => vi.advanceTimersByTime(999));
    expect(logIn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(logIn).toHaveBeenCalledWith({ officerId: '2000001' });
  });

  it('Register stores the create intent and sends the protected page it came from as returnTo', () => {
    renderLogin({ returnTo: '/2000001/myfasttrack' });
    act(() => button('Register').click());
    expect(sessionStorage.getItem('user_intent')).toBe('create_new_application');
    act(() => vi.advanceTimersByTime(1000));
    expect(register).toHaveBeenCalledWith({ officerId: '2000001', returnTo: '/2000001/myfasttrack' });
    expect(logIn).not.toHaveBeenCalled();
  });

  it('says the sign-in service could not be reached when the identity provider failed (e.g. 5xx at the token exchange)', () => {
    session.error = Object.assign(new Error('down'), { error: 'temporarily_unavailable' });
    renderLogin();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'We could not reach the sign-in service. Please try again.',
    );
    expect(button('Log In').disabled).toBe(false);
  });

  it('shows no message when the provider only says the borrower is signed out (login_required)', () => {
    session.error = Object.assign(new Error('Login required'), { error: 'login_required' });
    renderLogin();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('the log-in screen in Spanish (issue 22)', () => {
  beforeEach(() => act(() => getDefaultStore().set(localeAtom, 'es')));
  afterEach(() => act(() => getDefaultStore().set(localeAtom, 'en')));

  it("has the Spanish title, 'Iniciar sesión', 'O' and 'Registrarse', and says so while it leaves", () => {
    renderLogin();
    expect(container.querySelector('h1')?.textContent).toBe('Inicio de sesión del portal del prestatario');
    const text = container.textContent ?? '';
    expect(text.indexOf('Iniciar sesión')).toBeLessThan(text.indexOf('O'));
    expect(text).not.toContain('Log In');
    act(() => button('Registrarse').click());
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Lo estamos llevando al registro...',
    );
  });

  it('says in Spanish that the sign-in service could not be reached', () => {
    session.error = Object.assign(new Error('down'), { error: 'temporarily_unavailable' });
    renderLogin();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'No pudimos comunicarnos con el servicio de inicio de sesión. Inténtelo de nuevo.',
    );
  });
});
