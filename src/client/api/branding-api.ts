import { type QueryClient, useQuery } from '@tanstack/react-query';
import axios, { type AxiosInstance } from 'axios';
import type { BootBranding } from '../../shared/boot-data.ts';
import {
  brandingPaths,
  type ChannelLookupResult,
  type CompanyBranding,
  type LoanOfficerContact,
} from '../../shared/branding-types.ts';
import { useHttpClient } from './api-provider.tsx';

/** The unauthenticated branding calls of spec 7.1 and 7.6. A 404 resolves to null (unknown officer). */

async function getOrNull<T>(http: AxiosInstance, url: string): Promise<T | null> {
  try {
    const { data } = await http.get<T>(url, { skipAuth: true });
    return data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

export const fetchChannel = (http: AxiosInstance, nmlsId: string) =>
  getOrNull<ChannelLookupResult>(http, brandingPaths.channel(nmlsId));
export const fetchOfficerContact = (http: AxiosInstance, nmlsId: string) =>
  getOrNull<LoanOfficerContact>(http, brandingPaths.contact(nmlsId));
export const fetchCompanyBranding = (http: AxiosInstance, nmlsId: string) =>
  getOrNull<CompanyBranding>(http, brandingPaths.companyBranding(nmlsId));

const queryKeys = {
  channel: (nmlsId: string | undefined) => ['channel', nmlsId],
  contact: (nmlsId: string | undefined) => ['officer-contact', nmlsId],
  company: (nmlsId: string | undefined) => ['company-branding', nmlsId],
};

/** Answers the server sent with the page (src/shared/boot-data.ts), cached as these calls' own. */
export function seedBrandingQueries(client: QueryClient, seed: BootBranding): void {
  client.setQueryData(queryKeys.channel(seed.officerId), seed.channel);
  client.setQueryData(queryKeys.contact(seed.officerId), seed.contact);
  client.setQueryData(queryKeys.company(seed.officerId), seed.company);
}

/** The channel lookup of an officer id; `data` is null for an unknown id (spec: 404 marks it invalid). */
export function useChannelLookup(nmlsId: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: queryKeys.channel(nmlsId),
    queryFn: () => fetchChannel(http, nmlsId as string),
    enabled: Boolean(nmlsId),
    staleTime: 30 * 60 * 1000,
    retry: 1,
  });
}

export function useOfficerContact(nmlsId: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: queryKeys.contact(nmlsId),
    queryFn: () => fetchOfficerContact(http, nmlsId as string),
    enabled: Boolean(nmlsId),
    staleTime: 30 * 60 * 1000,
    retry: 1,
  });
}

export function useCompanyBranding(nmlsId: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: queryKeys.company(nmlsId),
    queryFn: () => fetchCompanyBranding(http, nmlsId as string),
    enabled: Boolean(nmlsId),
    staleTime: 30 * 60 * 1000,
    retry: 1,
  });
}
