import { DEFAULT_OFFICER_ID, LAYOUT, OFFICER_CARD_EXCLUDED_IDS } from '../../shared/constants.ts';

export interface OfficerCardSubject {
  officerId: string;
  isActive: boolean;
  name: string;
}

/** A company rather than a person: 'LLC' or 'Inc' as a word of the name. */
const COMPANY_NAME = /\b(llc|inc)\b/i;

/**
 * Spec 2.6: no card for the default officer, an inactive officer, the exclusion list, or a name that is a
 * company's. An officer without a name has nothing to show either.
 */
export function shouldShowOfficerCard({ officerId, isActive, name }: OfficerCardSubject): boolean {
  if (officerId === DEFAULT_OFFICER_ID || OFFICER_CARD_EXCLUDED_IDS.includes(officerId)) return false;
  if (!isActive) return false;
  return name.trim() !== '' && !COMPANY_NAME.test(name);
}

/** Ids whose card is never shown, known before any call answers. */
export function isNeverShownOfficer(officerId: string): boolean {
  return officerId === DEFAULT_OFFICER_ID || OFFICER_CARD_EXCLUDED_IDS.includes(officerId);
}

export type OfficerCardMode = 'wide' | 'compact' | 'narrow';

/** Wide above 890 px, a compact row below, narrow from 750 px down (the phone layout, in the drawer). */
export function officerCardMode(viewportWidth: number): OfficerCardMode {
  if (viewportWidth > LAYOUT.contactCardWideMinPx) return 'wide';
  if (viewportWidth > LAYOUT.contactCardNarrowPx) return 'compact';
  return 'narrow';
}

/** Media queries matching officerCardMode's thresholds. */
export const PHONE_MEDIA_QUERY = `(max-width: ${LAYOUT.contactCardNarrowPx}px)`;
export const WIDE_CARD_MEDIA_QUERY = `(min-width: ${LAYOUT.contactCardWideMinPx + 1}px)`;
