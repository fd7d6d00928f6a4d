// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAN_OFFICER_INFO_KEY } from '../../../src/client/branding/session-officer-info.ts';
import { FlowLayout } from '../../../src/client/layout/flow-layout.tsx';
import { brandingState, buttonByName, byText, cleanup, click, render, withBranding } from './render.tsx';

vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useHasAuthToken: () => false,
  useAuthActions: () => ({ logOut: async () => {} }),
}));

function storeOfficer(nmlsId: string, name: string) {
  sessionStorage.setItem(
    LOAN_OFFICER_INFO_KEY,
    JSON.stringify({
      name,
      email: 'x@example.com',
      phone: '(617) 555-0191',
      nmlsId,
      headshotUrl: null,
      headshotExists: false,
    }),
  );
}

const sidebar = () => document.querySelector('aside');

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

describe('FlowLayout landmarks', () => {
  it('has a banner, a complementary sidebar, main with the page content and a content-info footer, but no h1', async () => {
    storeOfficer('2000001', 'Dana Whitfield');
    await render(
      withBranding(
        <FlowLayout>
          <h1>Property address</h1>
        </FlowLayout>,
      ),
    );
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(sidebar()?.getAttribute('aria-label')).toBe('Your loan officer');
    expect(document.querySelector('main h1')?.textContent).toBe('Property address');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('footer')).toHaveLength(1);
    const lock = document.querySelector('main [role="img"]');
    expect(lock?.getAttribute('aria-label')).toBe('Your information is private and secure.');
    expect(lock?.getAttribute('tabindex')).toBe('0');
  });
});

describe('loan officer card visibility', () => {
  it.each([
    ['an active broker officer', '2000001', 'Dana Whitfield', true, true],
    ['the default officer', '1464945', 'Marcus Lee', true, false],
    ['an excluded officer', '1686297', 'Jordan Ellis', true, false],
    ['an inactive officer', '2000003', 'Priya Raman', false, false],
    ['a name with LLC', '2000004', 'Keystone Home Lending LLC', true, false],
    ['a name with Inc', '2000004', 'Harbor Loans Inc', true, false],
  ])('%s: shown %s', async (_case, officerId, name, isActive, shown) => {
    storeOfficer(officerId, name);
    await render(
      withBranding(<FlowLayout>page</FlowLayout>, brandingState({ officerId, broker: { isActive } })),
    );
    expect(byText('Your Loan Officer') !== null).toBe(shown);
    expect(sidebar() !== null).toBe(shown);
    if (shown) expect(byText(name)).not.toBeNull();
  });

  it('polls the session every 200 ms until the officer info appears, then shows it', async () => {
    vi.useFakeTimers();
    await render(withBranding(<FlowLayout>page</FlowLayout>));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(600));
    storeOfficer('2000001', 'Dana Whitfield');
    expect(byText('Dana Whitfield')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(byText('Dana Whitfield')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('stops after 10 polls without info and drops the card', async () => {
    vi.useFakeTimers();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    await render(withBranding(<FlowLayout>page</FlowLayout>));
    getItem.mockClear();
    await act(async () => vi.advanceTimersByTime(2000));
    const polls = getItem.mock.calls.filter(([key]) => key === LOAN_OFFICER_INFO_KEY).length;
    expect(polls).toBe(10);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(getItem.mock.calls.filter(([key]) => key === LOAN_OFFICER_INFO_KEY).length).toBe(10);
    expect(sidebar()).toBeNull();
    getItem.mockRestore();
  });

  it('collapses the sidebar to its toggle and expands it again', async () => {
    storeOfficer('2000001', 'Dana Whitfield');
    await render(withBranding(<FlowLayout>page</FlowLayout>));
    const hide = buttonByName('Hide loan officer panel');
    expect(hide?.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(hide?.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    await click(hide);
    const show = buttonByName('Show loan officer panel');
    expect(show?.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await click(show);
    expect(panel?.hidden).toBe(false);
  });
});
