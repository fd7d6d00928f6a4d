import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { type ComponentType, type ReactNode, useContext, useMemo } from 'react';
import { BrandingContext } from './branding/branding-context.ts';
import { styleCache } from './style-nonce.ts';
import { createBrandTheme, theme as defaultTheme } from './theme.ts';

const cache = styleCache();

/**
 * Where MUI renders: the current brand's MUI theme, and emotion's cache, which stamps the page's CSP nonce on
 * the styles it adds. The log-in screen and the page frame are plain CSS (src/client/ui/), so MUI and emotion
 * load only with the screens that use them: see lazyMuiScreen, lazyOverlay and the portal's root.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const branding = useContext(BrandingContext);
  const colors = branding?.colors;
  const theme = useMemo<Theme>(() => (colors ? createBrandTheme(colors) : defaultTheme), [colors]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** A lazily loaded component rendered inside MuiScope: MUI's code comes with the component's, not before. */
export function withMuiScope<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Scoped(props: Props) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `WithMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
