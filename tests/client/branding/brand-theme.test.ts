import { describe, expect, it } from 'vitest';
import { createBrandTheme, theme } from '../../../src/client/theme.ts';
import { AA_NORMAL_TEXT, contrastRatio } from '../../../src/shared/branding/contrast.ts';

describe('createBrandTheme', () => {
  it.each([
    ['default brand', '#278A43', '#333333'],
    ['Harborview', '#0B5394', '#B45F06'],
    ['generic Broker brand', '#000000', '#8c8c8f'],
    ['a pale broker colour', '#FBEC5D', '#C2B59B'],
  ])('%s: fills keep the brand colour and every text colour reads at AA', (_case, primary, secondary) => {
    const { palette } = createBrandTheme({ primary, secondary });
    expect(palette.primary.main).toBe(primary);
    expect(palette.secondary.main).toBe(secondary);
    expect(contrastRatio(palette.primary.contrastText, primary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(palette.secondary.contrastText, secondary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    for (const background of ['#ffffff', '#f5f5f5']) {
      expect(contrastRatio(palette.primary.dark, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrastRatio(palette.secondary.dark, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it("takes MUI's theme path without CSS variables, which the browser build leaves out", () => {
    // scripts/vite-browser-stand-ins.ts: a theme with CSS variables or colour schemes would throw in the browser.
    for (const brandTheme of [theme, createBrandTheme({ primary: '#0B5394', secondary: '#B45F06' })]) {
      expect('colorSchemes' in brandTheme).toBe(false);
      expect('vars' in brandTheme).toBe(false);
    }
  });

  it('uses the spec background and the default brand before any branding is known', () => {
    expect(theme.palette.background.default).toBe('#f5f5f5');
    expect(theme.palette.primary.main).toBe('#278A43');
    expect(theme.palette.secondary.main).toBe('#333333');
  });
});
