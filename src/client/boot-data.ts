import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../shared/boot-data.ts';
import { seedBrandingQueries } from './api/branding-api.ts';

/**
 * What the server wrote into the page (src/shared/boot-data.ts), or null: the Vite dev server sends index.html
 * as it is, and then the SPA asks for its configuration and branding as it always could.
 */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    return { config: data.config, branding: Array.isArray(data.branding) ? data.branding : [] };
  } catch (error) {
    console.warn('The page’s boot data is not JSON; loading the configuration instead', error);
    return null;
  }
}

/** The branding calls' answers the page came with, as if the calls had just been made. */
export function seedQueries(client: QueryClient, boot: BootData | null): void {
  for (const branding of boot?.branding ?? []) seedBrandingQueries(client, branding);
}
