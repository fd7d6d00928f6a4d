import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { brandCssVariables, brandPalette } from '../../shared/branding/brand-palette.ts';
import { brandColors } from '../../shared/branding/brand-rules.ts';
import { brandingPaths } from '../../shared/branding-types.ts';
import { useChannelLookup, useCompanyBranding, useOfficerContact } from '../api/branding-api.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import type { ProviderInfo } from '../runtime-config.ts';
import { clearOtherBrokersCaches, readBrandingCache, writeBrandingCache } from './branding-cache.ts';
import { BrandingContext, type BrandingState } from './branding-context.ts';
import { readItemCaches, writeItemCaches } from './branding-item-caches.ts';
import type { BrandColors, Broker, ResolvedBranding } from './broker.ts';
import defaultLogoUrl from './default-logo.svg';
import { resolveBranding } from './resolve-broker.ts';
import { writeSessionOfficerInfo } from './session-officer-info.ts';
import { useBrokerLoading } from './use-broker-loading.ts';
import { useDocumentBranding } from './use-document-branding.ts';
import { useHeadshot } from './use-headshot.ts';

interface BrandingProviderProps {
  provider: ProviderInfo;
  /** The API base of the runtime configuration (`/api`). */
  apiBaseUrl: string;
  children: ReactNode;
}

type CachedBranding = ResolvedBranding & { timestamp: number };

/** Until anything is known: the default broker, so nothing renders half-branded. */
function placeholderBroker(officerId: string, provider: ProviderInfo): Omit<Broker, 'loading'> {
  return {
    companyName: provider.legalName,
    companyNmls: provider.nmlsId,
    companyLogoUrl: defaultLogoUrl,
    companyAddress: '',
    loName: '',
    loEmail: '',
    loPhone: '',
    loNmlsId: officerId,
    loHeadshotUrl: null,
    isActive: false,
    channelType: null,
    isDefaultBroker: true,
  };
}

/**
 * Branding of the current officer (spec 4.12): the Broker context, the brand's colours as the page's CSS
 * custom properties (MuiScope turns the context's colours into the MUI theme), the document title and favicon,
 * and the branding caches. Mount it inside the `/:officerId/*` route so useOfficerId sees the path.
 */
export function BrandingProvider({ provider, apiBaseUrl, children }: BrandingProviderProps) {
  const officerId = useOfficerId();
  const channel = useChannelLookup(officerId);
  const contact = useOfficerContact(officerId);
  const company = useCompanyBranding(officerId);
  const settled = !channel.isPending && !contact.isPending && !company.isPending;
  const failed = channel.isError || company.isError || channel.data === null;

  const resolved = useMemo<ResolvedBranding | null>(() => {
    if (!settled) return null;
    return resolveBranding({
      officerId,
      provider,
      defaultLogoUrl,
      fallbackLogoUrl: `${apiBaseUrl}${brandingPaths.logo(officerId)}`,
      channel: channel.data ?? null,
      contact: contact.data ?? null,
      company: company.data ?? null,
      failed,
    });
  }, [settled, failed, officerId, provider, apiBaseUrl, channel.data, contact.data, company.data]);

  const cached = useMemo(
    () => (resolved ? null : readBrandingCache<CachedBranding>('brokerData', officerId)),
    [resolved, officerId],
  );
  const current = resolved ?? cached;
  const loading = useBrokerLoading(current !== null, officerId);
  const headshot = useHeadshot(officerId, current?.broker.loHeadshotUrl ?? null);

  useEffect(() => clearOtherBrokersCaches(officerId), [officerId]);

  useEffect(() => {
    if (!resolved) return;
    if (!resolved.isValid) {
      console.warn(
        'Failed to load broker information',
        officerId,
        channel.error ?? company.error ?? 'unknown officer',
      );
      writeSessionOfficerInfo(null, null);
      return;
    }
    writeBrandingCache('brokerData', officerId, resolved);
    const { broker } = resolved;
    writeSessionOfficerInfo(
      {
        name: broker.loName,
        email: broker.loEmail,
        phone: broker.loPhone,
        nmlsId: broker.loNmlsId,
        headshotUrl: broker.loHeadshotUrl,
        headshotExists: broker.loHeadshotUrl !== null,
      },
      { brokerName: broker.companyName, nmlsId: broker.companyNmls },
    );
  }, [resolved, officerId, channel.error, company.error]);

  useEffect(() => {
    if (resolved?.isValid) writeItemCaches(officerId, resolved, headshot);
  }, [resolved, officerId, headshot]);

  const defaultColors = useMemo(() => brandColors('default', provider, null), [provider]);
  const kind = current?.kind ?? null;
  const colors = current?.colors ?? defaultColors;
  const broker = useMemo<Broker>(
    () => ({
      ...(current?.broker ?? { ...placeholderBroker(officerId, provider), ...readItemCaches(officerId) }),
      loading,
    }),
    [current, officerId, provider, loading],
  );
  useDocumentBranding(kind, broker.companyName, loading);

  useBrandCssVariables(colors);
  const state = useMemo<BrandingState>(
    () => ({
      officerId,
      broker,
      kind,
      colors,
      isValid: current?.isValid ?? true,
      companyPhone: current?.companyPhone ?? null,
      provider,
      headshot,
    }),
    [officerId, broker, kind, colors, current, provider, headshot],
  );
  return <BrandingContext.Provider value={state}>{children}</BrandingContext.Provider>;
}

/**
 * On <html>, before the browser paints, so that what MUI draws in portals (drawers, dialogs) at the end of <body>
 * has them too. Taken off again on unmount: the next page's provider sets its own.
 */
function useBrandCssVariables(colors: BrandColors) {
  useLayoutEffect(() => {
    const variables = Object.entries(brandCssVariables(brandPalette(colors)));
    const { style } = document.documentElement;
    for (const [name, value] of variables) style.setProperty(name, value);
    return () => {
      for (const [name] of variables) style.removeProperty(name);
    };
  }, [colors]);
}
