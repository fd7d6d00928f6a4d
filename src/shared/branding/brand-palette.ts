import { BRAND_COLORS } from '../constants.ts';
import type { BrandColors } from './brand-rules.ts';
import { pickContrastText, readableOn } from './contrast.ts';

export const PAPER_COLOR = '#ffffff';

/**
 * A brand's colours as the pages use them. Fills keep the brand colour exactly; the text on a fill is white or
 * black, whichever reaches WCAG AA (white on #278A43 is only 4.4:1, so the default brand gets black). Where the
 * brand colour is used as text (links, text and outlined buttons) it is darkened until it reads at 4.5:1 on the
 * page background and on white: that readable shade is `primaryDark`.
 */
export interface BrandPalette {
  primary: string;
  primaryDark: string;
  primaryContrast: string;
  secondary: string;
  secondaryDark: string;
  secondaryContrast: string;
}

export function brandPalette(colors: BrandColors): BrandPalette {
  const backgrounds = [PAPER_COLOR, BRAND_COLORS.background];
  return {
    primary: colors.primary,
    primaryDark: readableOn(colors.primary, backgrounds),
    primaryContrast: pickContrastText(colors.primary),
    secondary: colors.secondary,
    secondaryDark: readableOn(colors.secondary, backgrounds),
    secondaryContrast: pickContrastText(colors.secondary),
  };
}

/**
 * The palette as the CSS custom properties of src/client/styles/base.css, which the plain-CSS page frame and
 * log-in screen read (they load before MUI; see src/client/ui/).
 */
export function brandCssVariables(palette: BrandPalette): Record<`--brand-${string}`, string> {
  return {
    '--brand-primary': palette.primary,
    '--brand-primary-dark': palette.primaryDark,
    '--brand-primary-contrast': palette.primaryContrast,
    '--brand-secondary': palette.secondary,
    '--brand-secondary-dark': palette.secondaryDark,
    '--brand-secondary-contrast': palette.secondaryContrast,
  };
}
