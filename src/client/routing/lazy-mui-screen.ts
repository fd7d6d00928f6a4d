import { type ComponentType, lazy } from 'react';

/**
 * A route's screen, code-split, that draws with MUI: it renders inside MuiScope (the brand's MUI theme and the
 * style nonce), fetched alongside the screen. The log-in screen is plain CSS and uses React's `lazy` directly.
 */
export function lazyMuiScreen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [{ default: Screen }, { withMuiScope }] = await Promise.all([load(), import('../mui-scope.tsx')]);
    return { default: withMuiScope(Screen) };
  });
}
