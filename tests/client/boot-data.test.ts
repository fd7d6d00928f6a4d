// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenHeading, readBootData, seedQueries } from '../../src/client/boot-data.ts';
import type { BootData } from '../../src/shared/boot-data.ts';

const BOOT: BootData = {
  config: { apiBaseUrl: '/api' },
  branding: [
    {
      officerId: '9999999',
      channel: null,
      contact: null,
      company: null,
    },
  ],
};

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-data';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the boot data the server wrote into the page', () => {
  it('is read from its data block', () => {
    pageWith(JSON.stringify(BOOT));
    expect(readBootData()).toEqual(BOOT);
  });

  it("gives the loading screen's heading for the page it was sent for, and for no other", () => {
    const heading = { text: 'Where is the property?', kind: 'step' } as const;
    pageWith(JSON.stringify({ ...BOOT, firstScreen: { path: '/2000001/property/address', heading } }));
    const boot = readBootData();
    expect(firstScreenHeading('/2000001/property/address', boot)).toEqual(heading);
    expect(firstScreenHeading('/2000001/property/info', boot)).toBeUndefined();
  });

  it('drops a heading it cannot draw', () => {
    pageWith(
      JSON.stringify({ ...BOOT, firstScreen: { path: '/2000001/login', heading: { text: 7, kind: 'x' } } }),
    );
    const boot = readBootData();
    expect(boot?.firstScreen).toEqual({ path: '/2000001/login' });
    expect(firstScreenHeading('/2000001/login', boot)).toBeUndefined();
  });

  it('is absent on a page without it (the Vite dev server), and then the SPA fetches as before', () => {
    expect(readBootData()).toBeNull();
  });

  it('is ignored, with a warning, when it is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageWith('{not json');
    expect(readBootData()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("fills the branding calls' cache, an unknown officer's answers included, so none is made again", () => {
    const client = new QueryClient();
    seedQueries(client, BOOT);
    for (const key of ['channel', 'officer-contact', 'company-branding']) {
      const state = client.getQueryState([key, '9999999']);
      expect(state?.status, key).toBe('success');
      expect(state?.data, key).toBeNull();
    }
  });
});
