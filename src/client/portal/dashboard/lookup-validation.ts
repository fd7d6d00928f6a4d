/**
 * Spec 4.3, 5: a borrower who came to register (intent create_new_application) but already has applications or
 * loans confirms their last name and property zip once per browser session before seeing them.
 */
import type { UserIntent } from '../../state/storage-keys.ts';

export const LOOKUP_VALIDATED_KEY = 'portalLookupValidated';

export function needsLookupValidation(
  intent: UserIntent | null,
  validated: boolean,
  cardCount: number,
): boolean {
  return intent === 'create_new_application' && !validated && cardCount > 0;
}
