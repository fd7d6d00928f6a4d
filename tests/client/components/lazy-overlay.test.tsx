// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from '../../../src/client/components/lazy-overlay.tsx';
import { buttonByName, byText, cleanup, click, render, shown } from '../layout/render.tsx';

interface PanelProps {
  open?: boolean;
  onClose?: () => void;
}

function Panel({ open, onClose }: PanelProps) {
  return open ? (
    <div role="dialog">
      <span>Overlay body</span>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : null;
}

function Opener({ Overlay }: { Overlay: ReturnType<typeof lazyOverlay<PanelProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <span>{open ? 'state: open' : 'state: closed'}</span>
      <Overlay open={open} onClose={() => setOpen(false)} />
    </>
  );
}

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('lazyOverlay', () => {
  it('loads nothing into the page until it opens, then shows and closes', async () => {
    const load = vi.fn(async () => Panel);
    const Overlay = lazyOverlay(load);
    await render(<Opener Overlay={Overlay} />);
    expect(byText('Overlay body')).toBeNull();
    await click(buttonByName('Open'));
    await shown(() => byText('Overlay body'));
    await click(buttonByName('Close'));
    expect(byText('Overlay body')).toBeNull();
    expect(byText('state: closed')).not.toBeNull();
  });

  it('is fetched once the page has loaded and the browser is idle, by a page that renders it', async () => {
    const load = vi.fn(async () => Panel);
    const Overlay = lazyOverlay(load);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Imported, not rendered (the log-in screen's header and its Save dialog): nothing is fetched.
    expect(load).not.toHaveBeenCalled();
    await render(<Opener Overlay={Overlay} />);
    await shown(() => load.mock.calls.length > 0 || null);
    expect(byText('Overlay body')).toBeNull();
  });

  it('when its code cannot be fetched: the page stays, it counts as closed, the console says why, and the next opening fetches again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const Overlay = lazyOverlay(async () => {
      if (!online) throw new Error('network down');
      return Panel;
    });
    await render(<Opener Overlay={Overlay} />);
    await click(buttonByName('Open'));
    await shown(() => error.mock.calls.find(([message]) => message === 'An overlay could not be loaded'));
    expect(byText('state: closed')).not.toBeNull();
    expect(byText('Overlay body')).toBeNull();
    expect(buttonByName('Open')).not.toBeNull();
    online = true;
    await click(buttonByName('Open'));
    await shown(() => byText('Overlay body'));
  });
});
