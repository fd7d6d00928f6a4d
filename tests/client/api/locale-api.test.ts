// @vitest-environment jsdom
import type { AxiosInstance } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreAccountLocale } from '../../../src/client/api/locale-api.ts';

const httpAnswering = (locale: string | null) =>
  ({ get: vi.fn(async () => ({ data: { sub: 'u1', locale } })) }) as unknown as AxiosInstance;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the preference cookie it set
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

describe('the account’s language after log-in', () => {
  it('switches a browser that never chose to the language stored on the account', async () => {
    const switchLocale = vi.fn();
    await restoreAccountLocale(httpAnswering('es'), switchLocale);
    expect(switchLocale).toHaveBeenCalledWith('es');
  });

  it('keeps this browser’s own choice, and changes nothing without a stored one', async () => {
    const switchLocale = vi.fn();
    await restoreAccountLocale(httpAnswering(null), switchLocale);
    // biome-ignore lint/suspicious/noDocumentCookie: the browser's own choice, as the picker writes it
    document.cookie = 'lang=en; Path=/';
    const http = httpAnswering('es');
    await restoreAccountLocale(http, switchLocale);
    expect(switchLocale).not.toHaveBeenCalled();
    expect(http.get).not.toHaveBeenCalled();
  });
});
