import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBrandTheme } from '../../../src/client/theme.ts';
import { brandCssVariables, brandPalette } from '../../../src/shared/branding/brand-palette.ts';
import { BRAND_COLORS } from '../../../src/shared/constants.ts';

/** The custom properties base.css gives :root, lower-cased. */
function baseCssVariables(): Map<string, string> {
  const css = readFileSync('src/client/styles/base.css', 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name as string,
      (value as string).trim().toLowerCase(),
    ]),
  );
}

const defaultColors = { primary: BRAND_COLORS.defaultPrimary, secondary: BRAND_COLORS.defaultSecondary };

describe('the brand palette', () => {
  it("base.css starts every page in the default brand's palette, before any officer's branding is known", () => {
    const css = baseCssVariables();
    for (const [name, value] of Object.entries(brandCssVariables(brandPalette(defaultColors)))) {
      expect([name, css.get(name)]).toEqual([name, value.toLowerCase()]);
    }
    expect(css.get('--page-background')).toBe(BRAND_COLORS.background.toLowerCase());
    expect(css.get('--sidebar')).toBe(BRAND_COLORS.sidebar.toLowerCase());
  });

  it('gives the plain-CSS frame the same colours as the MUI theme', () => {
    const colors = { primary: '#F2C94C', secondary: '#0B5394' };
    const palette = brandPalette(colors);
    const theme = createBrandTheme(colors);
    expect(palette).toEqual({
      primary: theme.palette.primary.main,
      primaryDark: theme.palette.primary.dark,
      primaryContrast: theme.palette.primary.contrastText,
      secondary: theme.palette.secondary.main,
      secondaryDark: theme.palette.secondary.dark,
      secondaryContrast: theme.palette.secondary.contrastText,
    });
    // A light brand colour reads as text only darkened; on a fill it takes black text.
    expect(palette.primaryDark).not.toBe(colors.primary);
    expect(palette.primaryContrast).toBe('#000000');
  });
});
