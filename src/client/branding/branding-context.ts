import { createContext, useContext } from 'react';
import type { ProviderInfo } from '../runtime-config.ts';
import type { BrandColors, BrandKind, Broker } from './broker.ts';
import type { HeadshotState } from './use-headshot.ts';

export interface BrandingState {
  officerId: string;
  broker: Broker;
  /** Null while nothing is known yet about the officer's brand. */
  kind: BrandKind | null;
  colors: BrandColors;
  /** False once the broker lookup failed and the default broker stands in. */
  isValid: boolean;
  companyPhone: string | null;
  provider: ProviderInfo;
  headshot: HeadshotState;
}

export const BrandingContext = createContext<BrandingState | null>(null);

export function useBranding(): BrandingState {
  const state = useContext(BrandingContext);
  if (!state) throw new Error('useBranding must be used inside <BrandingProvider>.');
  return state;
}

/** The spec's Broker context for the current officer. */
export function useBroker(): Broker {
  return useBranding().broker;
}
