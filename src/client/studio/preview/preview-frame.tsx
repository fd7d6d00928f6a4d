/**
 * A real viewport of a given width for the step preview: an `<iframe>` (same origin, about:blank) into whose
 * document React renders through a portal. Its styles go into the iframe's own `<head>` (an Emotion cache whose
 * container is that head), so MUI's breakpoints are the iframe's media queries: at 375 px the phone layout shows.
 * The frame grows to its content's height, so the studio page scrolls rather than the frame.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface PreviewFrameProps {
  /** The viewport's width in CSS pixels. */
  width: number;
  /** The frame's accessible name (`Phone, 375 px`). */
  title: string;
  theme: Theme;
  /**
   * Drawn this much smaller (1 = as is): the viewport stays `width` pixels wide, so its layout and breakpoints do
   * not change; only the picture of it is smaller, to fit beside the phone's on the studio's screen.
   */
  scale?: number;
  children: ReactNode;
}

interface Mounted {
  document: Document;
  container: HTMLElement;
  cache: EmotionCache;
}

/** The height a frame has until its content is measured (and in a browser without ResizeObserver). */
const START_HEIGHT = 720;

const cspNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;

/** Prepares the iframe's (blank) document: language, character set, viewport, and a node to render into. */
function mountInto(frameDocument: Document, title: string): Mounted {
  const { head, body, documentElement } = frameDocument;
  documentElement.lang = document.documentElement.lang || 'en';
  frameDocument.title = title;
  if (!head.querySelector('meta[name="viewport"]')) {
    const charset = frameDocument.createElement('meta');
    charset.setAttribute('charset', 'utf-8');
    const viewport = frameDocument.createElement('meta');
    viewport.name = 'viewport';
    viewport.content = 'width=device-width, initial-scale=1';
    head.append(charset, viewport);
  }
  const container = frameDocument.createElement('div');
  body.append(container);
  const cache = createCache({ key: 'preview', container: head, nonce: cspNonce() });
  return { document: frameDocument, container, cache };
}

export function PreviewFrame({ width, title, theme, scale = 1, children }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [height, setHeight] = useState(START_HEIGHT);

  // A browser may replace the iframe's first blank document when it finishes loading: bind to whichever
  // document the frame holds now, once.
  const bind = useCallback(() => {
    const frameDocument = frame.current?.contentDocument;
    if (!frameDocument?.body) return;
    setMounted((current) =>
      current?.document === frameDocument ? current : mountInto(frameDocument, title),
    );
  }, [title]);

  useEffect(() => {
    bind();
  }, [bind]);

  useEffect(() => {
    if (!mounted || typeof ResizeObserver === 'undefined') return;
    // The body's own height (the page's is at least the frame's, so it would never shrink).
    const observer = new ResizeObserver(() => {
      const wanted = Math.ceil(mounted.document.body.getBoundingClientRect().height);
      if (wanted > 0) setHeight(wanted);
    });
    observer.observe(mounted.document.body);
    return () => observer.disconnect();
  }, [mounted]);

  useEffect(() => {
    if (mounted) mounted.document.title = title;
  }, [mounted, title]);

  return (
    <>
      <div style={{ width: width * scale, height: height * scale, overflow: 'hidden' }}>
        <iframe
          ref={frame}
          title={title}
          onLoad={bind}
          style={{
            width,
            height,
            border: 0,
            display: 'block',
            background: theme.palette.background.default,
            ...(scale === 1 ? {} : { transform: `scale(${scale})`, transformOrigin: 'top left' }),
          }}
        />
      </div>
      {mounted
        ? createPortal(
            <CacheProvider value={mounted.cache}>
              <ThemeProvider theme={theme}>
                <GlobalStyles
                  styles={{
                    body: {
                      margin: 0,
                      padding: theme.spacing(2),
                      background: theme.palette.background.default,
                      color: theme.palette.text.primary,
                      fontFamily: theme.typography.fontFamily,
                    },
                  }}
                />
                {children}
              </ThemeProvider>
            </CacheProvider>,
            mounted.container,
          )
        : null}
    </>
  );
}
