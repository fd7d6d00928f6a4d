// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeadshotState, useHeadshot } from '../../../src/client/branding/use-headshot.ts';
import { cleanup, render } from '../layout/render.tsx';

const image = vi.hoisted(() => ({ toDataUrl: vi.fn<(url: string) => Promise<string>>() }));
vi.mock('../../../src/client/branding/headshot-image.ts', () => ({ headshotToJpegDataUrl: image.toDataUrl }));

const states: HeadshotState['status'][] = [];
let last: HeadshotState | null = null;

function Probe({ url }: { url: string | null }) {
  last = useHeadshot('2000001', url);
  if (states.at(-1) !== last.status) states.push(last.status);
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
  states.length = 0;
  last = null;
  image.toDataUrl.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('useHeadshot', () => {
  it('goes pending, loading, loaded and caches the resized JPEG in the session', async () => {
    image.toDataUrl.mockResolvedValue('data:image/jpeg;base64,AAAA');
    await render(<Probe url="/api/v2/branding/lo/2000001/headshot" />);
    expect(states).toEqual(['pending', 'loading', 'loaded']);
    expect(last?.dataUrl).toBe('data:image/jpeg;base64,AAAA');
    expect(JSON.parse(sessionStorage.getItem('broker_headshot_2000001') ?? '{}').base64).toBe(
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('uses the cached headshot without downloading it again', async () => {
    sessionStorage.setItem(
      'broker_headshot_2000001',
      JSON.stringify({ base64: 'data:cached', timestamp: Date.now() }),
    );
    await render(<Probe url="/api/v2/branding/lo/2000001/headshot" />);
    expect(last).toEqual({ status: 'loaded', dataUrl: 'data:cached' });
    expect(image.toDataUrl).not.toHaveBeenCalled();
  });

  it('ends in error with a warning when the image cannot be loaded', async () => {
    image.toDataUrl.mockRejectedValue(new Error('Image took longer than 10000 ms'));
    await render(<Probe url="/broken" />);
    expect(states).toEqual(['pending', 'loading', 'error']);
    expect(last?.dataUrl).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('stays pending without a headshot URL', async () => {
    await render(<Probe url={null} />);
    expect(states).toEqual(['pending']);
    expect(image.toDataUrl).not.toHaveBeenCalled();
  });
});
