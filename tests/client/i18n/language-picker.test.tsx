// @vitest-environment jsdom
import { Provider } from 'jotai';
import { act, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from '../../../src/client/i18n/language-picker.tsx';
import { loadCatalogue } from '../../../src/client/i18n/messages.ts';
import { cleanup, render } from '../layout/render.tsx';

afterEach(cleanup);

async function renderPicker(offered: ('en' | 'es')[], onChosen = vi.fn()) {
  await Promise.all([loadCatalogue('en', 'common'), loadCatalogue('es', 'common')]);
  const rendered = await render(
    <Provider>
      <Suspense fallback={null}>
        <LanguagePicker offered={offered} onChosen={onChosen} />
      </Suspense>
    </Provider>,
  );
  return { ...rendered, onChosen };
}

describe('the language picker', () => {
  it('offers each language in itself, labelled, and switches the page, its cookie and its texts', async () => {
    const { container, onChosen } = await renderPicker(['en', 'es']);
    const select = container.querySelector('select') as HTMLSelectElement;
    const label = container.querySelector(`label[for="${select.id}"]`);
    expect(label?.textContent).toBe('Language');
    expect([...select.options].map((option) => `${option.lang}:${option.textContent}`)).toEqual([
      'en:English',
      'es:Español',
    ]);
    await act(async () => {
      select.value = 'es';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    expect(onChosen).toHaveBeenCalledWith('es');
    expect(container.querySelector('label')?.textContent).toBe('Idioma');
  });

  it('is not there when the company offers English only', async () => {
    const { container } = await renderPicker(['en']);
    expect(container.querySelector('select')).toBeNull();
  });
});
