// @vitest-environment jsdom
/**
 * A step's arrival work that failed without words of its own (issue 22): the borrower reads the steps catalogue's
 * "Something went wrong." in the page's language, then that their answers are saved.
 */
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outcome, useArrivalWork } from '../../../src/client/flow-engine/panel-work.tsx';
import { localeAtom } from '../../../src/client/i18n/locale.ts';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import { cleanup, render } from '../layout/render.tsx';

function FailingWork() {
  const { work, retry } = useArrivalWork(() => Promise.reject('no answer'));
  return <Outcome work={work} retry={retry} working="Working" />;
}

async function shownOn(locale: Locale): Promise<string> {
  getDefaultStore().set(localeAtom, locale);
  await render(<FailingWork />);
  await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
  return document.querySelector('[role="alert"]')?.textContent ?? '';
}

beforeAll(() => Promise.all([loadCatalogue('en', 'steps'), loadCatalogue('es', 'steps')]));
afterEach(async () => {
  await cleanup();
  getDefaultStore().set(localeAtom, 'en');
  vi.restoreAllMocks();
});

describe('arrival work that failed without words', () => {
  it('reads in Spanish on a Spanish page, as before on an English one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await shownOn('es')).toBe('Algo salió mal. Sus respuestas están guardadas.');
    await cleanup();
    expect(await shownOn('en')).toBe('Something went wrong. Your answers are saved.');
  });
});
