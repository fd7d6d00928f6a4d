// @vitest-environment jsdom
import { AxiosError, AxiosHeaders } from 'axios';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CoborrowerCreateAccountScreen from '../../../src/client/screens/coborrower-create-account-screen.tsx';
import { cleanup, render } from '../layout/render.tsx';

const session = { isAuthenticated: false, isLoading: false };
const register = vi.fn(async (_request: unknown) => undefined);
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => session,
  useAuthActions: () => ({ logIn: vi.fn(), register }),
}));
const http = { post: vi.fn() };
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => http }));

const LINK = '/2000001/coborrower/create-account?invite=tok-123456789&appId=42&contactId=7';

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const show = (entry = LINK) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/:officerId/coborrower/create-account" element={<CoborrowerCreateAccountScreen />} />
        <Route path="/:officerId/*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const refusal = (status: number, data: object = {}) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

beforeEach(() => {
  sessionStorage.clear();
  http.post.mockReset();
  register.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await cleanup();
});

describe('/{id}/coborrower/create-account', () => {
  it('signed out: Register leaves for the provider and comes back to the invitation link', async () => {
    session.isAuthenticated = false;
    vi.useFakeTimers();
    await show();
    const registerButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Register');
    await act(async () => registerButton?.click());
    await act(async () => vi.advanceTimersByTime(1500));
    expect(register).toHaveBeenCalledWith({ officerId: '2000001', returnTo: LINK });
    expect(http.post).not.toHaveBeenCalled();
  });

  it('signed in: accepts the invitation, then goes to coborrower/processing with the appId', async () => {
    session.isAuthenticated = true;
    http.post.mockResolvedValue({ data: { data: { status: 'accepted' } } });
    await show();
    await settle();
    expect(http.post).toHaveBeenCalledWith('/v2/coborrower/create-account/application/42/contact/7', {
      invite: 'tok-123456789',
    });
    expect(document.querySelector('[data-testid="location"]')?.textContent).toBe(
      '/2000001/coborrower/processing?appId=42',
    );
  });

  it('remembers the invitation through sign-in, even if the link came back without it', async () => {
    session.isAuthenticated = false;
    await show();
    await cleanup();
    session.isAuthenticated = true;
    http.post.mockResolvedValue({ data: { data: { status: 'accepted' } } });
    await show('/2000001/coborrower/create-account');
    await settle();
    expect(http.post).toHaveBeenCalledWith('/v2/coborrower/create-account/application/42/contact/7', {
      invite: 'tok-123456789',
    });
  });

  it.each([
    [410, 'This invitation has expired.'],
    [409, 'This invitation has already been used.'],
    [404, 'This invitation link is not valid for your account.'],
  ])('says so when the server answers %i', async (status, text) => {
    session.isAuthenticated = true;
    http.post.mockRejectedValue(refusal(status));
    await show();
    await settle();
    expect(document.body.textContent).toContain(text);
  });

  it('shows the server’s words when the invitation was sent to another address (403)', async () => {
    session.isAuthenticated = true;
    const message =
      'This invitation was sent to another address (j***@example.com), not to sam@example.com. Sign in with j***@example.com to accept it, or ask the borrower to send the invitation to sam@example.com.';
    http.post.mockRejectedValue(refusal(403, { message }));
    await show();
    await settle();
    expect(document.body.textContent).toContain(message);
  });
});
