// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeBrandingCache } from '../../../src/client/branding/branding-cache.ts';
import { BrokerLogo } from '../../../src/client/branding/broker-logo.tsx';
import defaultLogoUrl from '../../../src/client/branding/default-logo.svg';
import { brandingState, cleanup, render, withBranding } from '../layout/render.tsx';

const skeleton = () => document.querySelector('[data-testid="logo-skeleton"]');
const image = () => document.querySelector('img');
const fire = (type: 'load' | 'error') =>
  act(async () => {
    image()?.dispatchEvent(new Event(type));
  });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrokerLogo', () => {
  it('shows only a skeleton while the broker is loading', async () => {
    await render(withBranding(<BrokerLogo />, brandingState({ broker: { loading: true } })));
    expect(skeleton()).not.toBeNull();
    expect(image()).toBeNull();
  });

  it("shows a custom broker's logo in a 120x40 box once the image has loaded", async () => {
    await render(withBranding(<BrokerLogo />));
    expect(image()?.getAttribute('src')).toBe('/api/v2/branding/2000001/logo');
    expect(image()?.getAttribute('alt')).toBe('Harborview Mortgage Partners logo');
    expect(skeleton()).not.toBeNull();
    await fire('load');
    expect(skeleton()).toBeNull();
    const box = image()?.parentElement as HTMLElement;
    expect(getComputedStyle(box).width).toBe('120px');
    expect(getComputedStyle(box).height).toBe('40px');
  });

  it('the default company gets the bundled default logo in a 150x40 box', async () => {
    const state = brandingState({
      officerId: '1464945',
      kind: 'default',
      broker: {
        isDefaultBroker: true,
        companyName: 'Keystone Home Lending, LLC',
        companyLogoUrl: defaultLogoUrl,
      },
    });
    await render(withBranding(<BrokerLogo />, state));
    expect(image()?.getAttribute('src')).toBe(defaultLogoUrl);
    expect(getComputedStyle(image()?.parentElement as HTMLElement).width).toBe('150px');
  });

  it("falls back to the default logo and clears that broker's caches when the image fails", async () => {
    writeBrandingCache('logo', '2000001', { logoUrl: '/api/v2/branding/2000001/logo' });
    writeBrandingCache('footer', '2000001', { companyName: 'Harborview Mortgage Partners' });
    writeBrandingCache('logo', '2000002', { logoUrl: '/other' });
    await render(withBranding(<BrokerLogo />));
    await fire('error');
    expect(image()?.getAttribute('src')).toBe(defaultLogoUrl);
    expect(localStorage.getItem('broker_logo_2000001')).toBeNull();
    expect(localStorage.getItem('broker_footer_2000001')).toBeNull();
    expect(localStorage.getItem('broker_logo_2000002')).not.toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('treats an image that takes longer than 10 seconds as failed', async () => {
    vi.useFakeTimers();
    await render(withBranding(<BrokerLogo />));
    await act(async () => vi.advanceTimersByTime(9_900));
    expect(image()?.getAttribute('src')).toBe('/api/v2/branding/2000001/logo');
    await act(async () => vi.advanceTimersByTime(200));
    expect(image()?.getAttribute('src')).toBe(defaultLogoUrl);
  });

  it('hides the image when even the default logo fails', async () => {
    await render(withBranding(<BrokerLogo />));
    await fire('error');
    await fire('error');
    expect(image()).toBeNull();
    expect(skeleton()).toBeNull();
  });
});
