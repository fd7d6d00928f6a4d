import { randomBytes } from 'node:crypto';

/**
 * Written where a page needs a nonce (index.html's `<meta property="csp-nonce">`, the identity provider's one
 * inline style and script); the security-headers hook swaps it for a fresh nonce on each response and allows
 * that nonce in the page's Content Security Policy.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function freshNonce(): string {
  return randomBytes(18).toString('base64');
}
