// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootData, seedQueries } from '../../src/client/boot-data.ts';
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
