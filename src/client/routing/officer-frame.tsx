import type { ReactNode } from 'react';
import { useBranding } from '../branding/branding-context.ts';
import { BrandingProvider } from '../branding/branding-provider.tsx';
import { FlowLayout } from '../layout/flow-layout.tsx';
import { useReadinessReport } from '../state/readiness.tsx';
import { useRuntimeConfig } from '../state/runtime-config-context.tsx';

/** Holds the loading gate until the broker's theme is known (spec 4.11; the 2-second safety time-out caps it). */
function ThemeReadiness() {
  const { broker } = useBranding();
  useReadinessReport('theme', !broker.loading);
  return null;
}

/**
 * Every page under `/{officerId}/`: the officer's branding (theme, title, favicon) and the page frame (header,
 * officer card, footer). Loaded lazily with the first page, so the shell's own chunk stays small.
 */
export default function OfficerFrame({ children }: { children: ReactNode }) {
  const { provider, apiBaseUrl } = useRuntimeConfig();
  return (
    <BrandingProvider provider={provider} apiBaseUrl={apiBaseUrl}>
      <ThemeReadiness />
      <FlowLayout>{children}</FlowLayout>
    </BrandingProvider>
  );
}
