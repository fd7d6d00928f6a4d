import type { EsignProvider } from './esign-provider.ts';

/**
 * The embedded e-sign vendor: deterministic, no state of its own. Its signing page is /esign-sim/{reference},
 * served by this server (src/server/esign/esign-sim-pages.ts); it has no callbacks, since its page records the
 * signature itself.
 */
export function createEsignSimulator(): EsignProvider {
  return {
    kind: 'simulator',
    async startSigning(request) {
      return { envelopeId: `sim-${request.reference}`, signingUrl: `/esign-sim/${request.reference}` };
    },
    readCallback() {
      return null;
    },
  };
}

export const isEsignSimulator = (provider: EsignProvider): boolean => provider.kind === 'simulator';
