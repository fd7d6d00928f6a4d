import { type ComponentType, lazy } from 'react';

/**
 * Loads a component that draws with MUI together with MuiScope (the brand's MUI theme and the style nonce), and
 * gives it back rendered inside that scope: MUI's code comes with the component's, never before it.
 */
export async function loadInMuiScope<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { withMuiScope }] = await Promise.all([load(), import('../mui-scope.tsx')]);
  return withMuiScope(Component);
}

/** A route's screen, code-split, that draws with MUI. The log-in screen is plain CSS and uses React's `lazy`. */
export function lazyMuiScreen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => ({ default: await loadInMuiScope(async () => (await load()).default) }));
}
