/**
 * Every address a save writes (an answer object with a state and a ZIP code, the borrower's or a co-borrower's)
 * has a ZIP code of its state, as the screens check (src/shared/zip-state-check.ts). Only the addresses the write
 * changes are held to it, so an answer stored before the check does not block saving another one.
 */

import type { Locale } from '../../shared/i18n/locales.ts';
import { mismatchedZips } from '../../shared/zip-state-check.ts';
import { apiText } from '../i18n/api-texts.ts';
import { stateNameIn } from '../i18n/state-names.ts';
import { valueAt } from '../verification/locked-fields.ts';
import type { FieldProblem } from './application-data-validator.ts';
import { changedPaths } from './changed-paths.ts';

export const ZIP_NOT_IN_STATE = 'zip_not_in_state';

/** The first address the write changes whose ZIP code is not in its state, said in `locale`. */
export function addressProblem(before: unknown, after: unknown, locale: Locale): FieldProblem | undefined {
  const changed = changedPaths(before, after);
  for (const { path } of mismatchedZips(after)) {
    const address = path.slice(0, -1).join('.');
    const touched = changed.some(
      (leaf) => leaf === address || leaf.startsWith(`${address}.`) || address.startsWith(`${leaf}.`),
    );
    if (!touched) continue;
    const state = stateNameIn(locale, String(valueAt(after, address ? `${address}.state` : 'state')));
    const message = apiText(locale)('refusal.application.zipNotInState', { state });
    return { field: path.join('.'), message, code: ZIP_NOT_IN_STATE };
  }
  return undefined;
}
