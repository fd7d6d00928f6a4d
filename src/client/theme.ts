import { createTheme, type Theme } from '@mui/material/styles';
import { brandPalette, PAPER_COLOR } from '../shared/branding/brand-palette.ts';
import { BRAND_COLORS, LAYOUT } from '../shared/constants.ts';
import type { BrandColors } from './branding/broker.ts';

export const PRIMARY_COLOR = BRAND_COLORS.defaultPrimary;
export const SECONDARY_COLOR = BRAND_COLORS.defaultSecondary;

/** The MUI theme for one brand, on its palette (branding/brand-palette.ts): `dark` is the readable shade. */
export function createBrandTheme(colors: BrandColors): Theme {
  const palette = brandPalette(colors);
  const primaryText = palette.primaryDark;
  const secondaryText = palette.secondaryDark;
  return createTheme({
    palette: {
      primary: { main: palette.primary, dark: primaryText, contrastText: palette.primaryContrast },
      secondary: { main: palette.secondary, dark: secondaryText, contrastText: palette.secondaryContrast },
      background: { default: BRAND_COLORS.background, paper: PAPER_COLOR },
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
