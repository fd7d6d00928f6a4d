import { type ComponentType, type JSX, lazy, Suspense, useRef } from 'react';

/**
 * An overlay (dialog, drawer, toast) whose code is not part of the page's first download (issue 9's bundle
 * budgets): it is fetched when the browser is idle after the page has loaded, or on first opening if that
 * comes sooner. Nothing renders until it first opens; after that it stays mounted so it closes with its
 * transition.
 */
export function lazyOverlay<Props extends { open?: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Overlay = lazy(async () => ({ default: await load() }));
  whenIdleAfterLoad(() => void load().catch(() => undefined));
  function LazyOverlay(props: Props) {
    const opened = useRef(false);
    if (props.open) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...(props as Props & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyOverlay;
}

function whenIdleAfterLoad(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
