import { createTheme, type Theme } from '@mui/material/styles';
import { BRAND_COLORS, LAYOUT } from '../shared/constants.ts';
import type { BrandColors } from './branding/broker.ts';
import { pickContrastText, readableOn } from './branding/contrast.ts';

export const PRIMARY_COLOR = BRAND_COLORS.defaultPrimary;
export const SECONDARY_COLOR = BRAND_COLORS.defaultSecondary;

const PAPER = '#ffffff';

/**
 * The product theme for one brand. Fills keep the brand colour exactly; the text on a fill is white or black,
 * whichever reaches WCAG AA (white on #278A43 is only 4.4:1, so the default brand gets black). Where the brand
 * colour is used as text (links, text and outlined buttons) it is darkened until it reads at 4.5:1 on the page
 * background and on white; that readable shade is `primary.dark`.
 */
export function createBrandTheme(colors: BrandColors): Theme {
  const primaryText = readableOn(colors.primary, [PAPER, BRAND_COLORS.background]);
  const secondaryText = readableOn(colors.secondary, [PAPER, BRAND_COLORS.background]);
  return createTheme({
    palette: {
      primary: { main: colors.primary, dark: primaryText, contrastText: pickContrastText(colors.primary) },
      secondary: {
        main: colors.secondary,
        dark: secondaryText,
        contrastText: pickContrastText(colors.secondary),
      },
      background: { default: BRAND_COLORS.background, paper: PAPER },
    },
    typography: {
      button: { textTransform: 'none' },
    },
    components: {
      MuiButton: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.variant !== 'contained' && ownerState.color === 'primary'
              ? { color: primaryText }
              : ownerState.variant !== 'contained' && ownerState.color === 'secondary'
                ? { color: secondaryText }
                : {},
          sizeLarge: { fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.5 },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: primaryText } : {}),
        },
      },
      // A focused field's label is text: the readable shade, since a light brand colour fails 4.5:1 as text.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } },
      },
      // Modals are at most 400 px wide unless one says otherwise (spec 9; the logout modal is 600).
      MuiDialog: {
        defaultProps: { maxWidth: false, fullWidth: true },
        styleOverrides: { paper: { maxWidth: LAYOUT.modalMaxPx } },
      },
    },
  });
}

/** The default brand, used before any officer's branding is known. */
export const theme = createBrandTheme({ primary: PRIMARY_COLOR, secondary: SECONDARY_COLOR });
