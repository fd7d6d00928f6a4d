import { useEffect, useState } from 'react';
import { readBrandingCache, writeBrandingCache } from './branding-cache.ts';
import { headshotToJpegDataUrl } from './headshot-image.ts';

/** Spec 4.12: pending, then loading, then loaded or error. */
export type HeadshotStatus = 'pending' | 'loading' | 'loaded' | 'error';

export interface HeadshotState {
  status: HeadshotStatus;
  dataUrl: string | null;
}

interface HeadshotCacheEntry {
  base64: string;
  timestamp: number;
}

const PENDING: HeadshotState = { status: 'pending', dataUrl: null };

/** The officer's headshot, resized and cached as base64 for 7 days; failures are warnings only. */
export function useHeadshot(brokerId: string, url: string | null): HeadshotState {
  const [state, setState] = useState<HeadshotState>(PENDING);
  useEffect(() => {
    if (!url) {
      setState(PENDING);
      return;
    }
    const cached = readBrandingCache<HeadshotCacheEntry>('headshot', brokerId);
    if (cached?.base64) {
      setState({ status: 'loaded', dataUrl: cached.base64 });
      return;
    }
    let current = true;
    setState({ status: 'loading', dataUrl: null });
    headshotToJpegDataUrl(url).then(
      (dataUrl) => {
        writeBrandingCache('headshot', brokerId, { base64: dataUrl });
        if (current) setState({ status: 'loaded', dataUrl });
      },
      (error: unknown) => {
        console.warn('Headshot could not be loaded', error);
        if (current) setState({ status: 'error', dataUrl: null });
      },
    );
    return () => {
      current = false;
    };
  }, [brokerId, url]);
  return state;
}
