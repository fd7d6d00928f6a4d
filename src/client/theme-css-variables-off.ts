/**
 * Stands in for MUI's CSS-variables theme and its provider (scripts/vite-browser-stand-ins.ts): our themes are
 * built without CSS variables or colour schemes (theme.ts; tests/client/branding/brand-theme.test.ts holds them to it), so MUI
 * never takes that path, and leaving it out saves 8 KB gzip on every page.
 */
function cssVariablesOff(): never {
  throw new Error(
    'MUI CSS-variable themes are left out of this build: create themes without cssVariables or colorSchemes',
  );
}

export default cssVariablesOff;
export const CssVarsProvider = cssVariablesOff;
