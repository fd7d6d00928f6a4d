import type { ChannelLookupResult, CompanyBranding, LoanOfficerContact } from './branding-types.ts';
import type { LoadingScreenHeading } from './loading-screen.ts';

/**
 * What the server writes into index.html for the page it sends (a `<script type="application/json">` the SPA
 * reads at start), so the first screen needs no round trip for the runtime configuration (`/config.json`) or
 * for its officer's branding calls (spec 7.1, 7.6): the same bodies those calls answer.
 */
export interface BootData {
  /** The body of `/config.json`. */
  config: unknown;
  /** The officer of the requested path, and the default officer when the path's is unknown or inactive. */
  branding: BootBranding[];
  /** The page this was sent for, and the heading its loading screen showed before the SPA ran (loading-screen.ts). */
  firstScreen?: { path: string; heading?: LoadingScreenHeading };
}

/** One officer's branding calls' answers; null where the call answers 404 (an unknown officer). */
export interface BootBranding {
  officerId: string;
  channel: ChannelLookupResult | null;
  contact: LoanOfficerContact | null;
  company: CompanyBranding | null;
}

export const BOOT_DATA_ELEMENT_ID = 'boot-data';
