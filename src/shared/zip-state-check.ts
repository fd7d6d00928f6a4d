/**
 * A ZIP code against its address's state, the same on the screen (the step's validator) and on the server (every
 * save): an address is any object of the answers with a `state` and a 5-digit `zip`. A malformed ZIP code or an
 * unknown state is the schema's to word, so it is left alone here. Each side words the mismatch in the borrower's
 * language (the `errors` and `api` catalogues).
 */
import { isUsStateCode, zipInState } from './us-states.ts';

export interface MismatchedZip {
  /** The path of the ZIP code in the answers: `property.address.zip`, `applicant.residence.former.0.address.zip`. */
  path: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every address in `answers` whose ZIP code is not in its state. */
export function mismatchedZips(answers: unknown, at: string[] = []): MismatchedZip[] {
  if (!isObject(answers)) return [];
  const found: MismatchedZip[] = [];
  const { state, zip } = answers as { state?: unknown; zip?: unknown };
  if (
    !Array.isArray(answers) &&
    isUsStateCode(state) &&
    typeof zip === 'string' &&
    /^[0-9]{5}(-[0-9]{4})?$/.test(zip) &&
    !zipInState(zip, state)
  ) {
    found.push({ path: [...at, 'zip'] });
  }
  for (const [key, value] of Object.entries(answers)) found.push(...mismatchedZips(value, [...at, key]));
  return found;
}
