import {
  Component,
  type ComponentType,
  type JSX,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
} from 'react';
import { loadInMuiScope } from '../routing/lazy-mui-screen.ts';

interface OverlayProps {
  open?: boolean;
  onClose?: (...args: never[]) => void;
}

/**
 * An overlay (dialog, drawer, toast) whose code is not part of the page's first download (issue 9's bundle
 * budgets): it is fetched when the browser is idle after a page that can open it has loaded, or on first opening
 * if that comes sooner. Only a page that renders the overlay fetches it: a page that merely imports it (the
 * log-in screen's header, where the Save dialog shows only to a signed-in borrower) does not (issue 17). Nothing renders until it first opens; after that it stays mounted so it closes with its
 * transition. If its code cannot be fetched (the network dropped), the page stays as it was, the overlay counts
 * as closed (its `onClose`), the console says why, and the next opening fetches again.
 */
export function lazyOverlay<Props extends OverlayProps>(
  loadOverlay: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // Every overlay is MUI's.
  const load = () => loadInMuiScope(loadOverlay);
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Overlay = fresh();
  let prefetching = false;
  const prefetch = () => {
    if (prefetching) return;
    prefetching = true;
    whenIdleAfterLoad(() => void load().catch(() => undefined));
  };
  function LazyOverlay(props: Props) {
    useEffect(prefetch, []);
    const opened = useRef(false);
    if (props.open) opened.current = true;
    if (!opened.current) return null;
    const failed = (error: unknown) => {
      console.error('An overlay could not be loaded', error);
      Overlay = fresh();
      opened.current = false;
      (props.onClose as (() => void) | undefined)?.();
    };
    return (
      <LoadFailureBoundary onFailure={failed}>
        <Suspense fallback={null}>
          <Overlay {...(props as Props & JSX.IntrinsicAttributes)} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return LazyOverlay;
}

class LoadFailureBoundary extends Component<
  { onFailure: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The page's load event comes before its first screen has its data (a signed-in step asks the identity provider,
 * then the API): waiting a little longer keeps the prefetch off the network while the screen still needs it.
 */
const SETTLE_MS = 2000;

function whenIdleAfterLoad(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 200);
  const settled = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}
