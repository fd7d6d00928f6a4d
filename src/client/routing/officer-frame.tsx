import type { ReactNode } from 'react';
import { BrandingProvider } from '../branding/branding-provider.tsx';
import { FlowLayout } from '../layout/flow-layout.tsx';
import { useRuntimeConfig } from '../state/runtime-config-context.tsx';
import { ThemeReadiness } from './theme-readiness.tsx';

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
