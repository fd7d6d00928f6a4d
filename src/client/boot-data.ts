import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../shared/boot-data.ts';
import type { LoadingScreenHeading } from '../shared/loading-screen.ts';
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
    const firstScreen = firstScreenOf(data.firstScreen);
    return {
      config: data.config,
      branding: Array.isArray(data.branding) ? data.branding : [],
      ...(firstScreen ? { firstScreen } : {}),
    };
  } catch (error) {
    console.warn('The page’s boot data is not JSON; loading the configuration instead', error);
    return null;
  }
}

function firstScreenOf(value: unknown): BootData['firstScreen'] {
  const screen = value as BootData['firstScreen'];
  if (typeof screen?.path !== 'string') return undefined;
  const heading = screen.heading;
  const valid = typeof heading?.text === 'string' && (heading.kind === 'step' || heading.kind === 'page');
  return valid ? { path: screen.path, heading } : { path: screen.path };
}

let pageBoot: BootData | null | undefined;

/** This page's boot data, read once. */
export function pageBootData(): BootData | null {
  if (pageBoot === undefined) pageBoot = readBootData();
  return pageBoot;
}

/**
 * The heading the server's loading screen showed for `pathname`, so the SPA's loading screen keeps it while it
 * loads that page (none once the borrower has moved on).
 */
export function firstScreenHeading(
  pathname: string,
  boot: BootData | null = pageBootData(),
): LoadingScreenHeading | undefined {
  return boot?.firstScreen?.path === pathname ? boot.firstScreen.heading : undefined;
}

/** The branding calls' answers the page came with, as if the calls had just been made. */
export function seedQueries(client: QueryClient, boot: BootData | null): void {
  for (const branding of boot?.branding ?? []) seedBrandingQueries(client, branding);
}
