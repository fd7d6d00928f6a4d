import createCache from '@emotion/cache';

/**
 * The server puts a fresh nonce in `<meta property="csp-nonce">` of every index.html it sends and allows it in the
 * Content Security Policy's style-src; emotion (MUI) stamps it on the <style> elements it adds, so styles need no
 * 'unsafe-inline'. In development the placeholder stays and no policy is sent.
 */
export function styleCache() {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: 'css', nonce: meta?.content || undefined });
}
