/**
 * Spec 4.3, 5: a borrower who came to start a new application (intent create_new_application) while other
 * applications or loans exist confirms their last name and property zip once per browser session before seeing
 * those. The application this session started or continued is theirs by the token that did it, so it is never a
 * reason to ask: right after applying, the portal shows the new loan at once.
 */
import type { UserIntent } from '../../state/storage-keys.ts';

export const LOOKUP_VALIDATED_KEY = 'portalLookupValidated';

export function needsLookupValidation(
  intent: UserIntent | null,
  validated: boolean,
  cards: readonly { appId: string }[],
  /** The application of this browser session (`appId` / `account_application_id`), if any. */
  sessionAppId: string | null,
): boolean {
  if (intent !== 'create_new_application' || validated) return false;
  return cards.some((card) => card.appId !== sessionAppId);
}
