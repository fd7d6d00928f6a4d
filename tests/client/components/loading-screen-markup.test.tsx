// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { createTheme } from '@mui/material/styles';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '../../../src/client/components/loading-overlay.tsx';
import { type LoadingScreenHeading, loadingScreenHtml } from '../../../src/shared/loading-screen.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The overlay's markup as the SPA draws it, without the size React sets through the style property. */
function overlayMarkup(heading?: LoadingScreenHeading): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<LoadingOverlay heading={heading} />));
  for (const element of container.querySelectorAll('[style]')) element.removeAttribute('style');
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

/** The same markup parsed, so attribute order and self-closing tags do not matter. */
const normalised = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe("the server's loading screen and the SPA's are the same screen", () => {
  it.each([
    ['with a step heading', { text: 'Where is the <property>?', kind: 'step' } as const],
    ['with a page heading', { text: 'Loan Dashboard', kind: 'page' } as const],
    ['without a heading', undefined],
  ])('%s', (_name, heading) => {
    expect(normalised(overlayMarkup(heading))).toBe(normalised(loadingScreenHtml(heading)));
  });

  it("draws headings in MUI's h4, the pages' own heading type", () => {
    const css = readFileSync('src/shared/loading-screen.css', 'utf8');
    const rule = /\.loading-screen-heading \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const h4 = createTheme().typography.h4;
    expect(rule).toContain(`font-weight: ${h4.fontWeight};`);
    expect(rule).toContain(`font-size: ${h4.fontSize};`);
    expect(rule).toContain(`line-height: ${h4.lineHeight};`);
    expect(rule).toContain(`letter-spacing: ${h4.letterSpacing};`);
  });
});
