/**
 * Which of a step's errors the borrower sees: every one on Continue; after it, as they change, the errors of the
 * answers Continue found wrong and of the fields the borrower has left. A question that appears after Continue (a
 * follow-up revealed by an answer) is not in error before anything is typed: its message waits until the borrower
 * leaves it or presses Continue again.
 */
import { type RJSFValidationError, toPath } from '@rjsf/utils';
import { useCallback, useMemo, useRef } from 'react';
import type { ErrorWords } from './error-words.ts';
import { friendlyErrors } from './friendly-errors.ts';

/** RJSF's id of the field at an error's property: `.cosigner.firstName` → `root_cosigner_firstName`. */
const fieldId = (property: string | undefined) =>
  ['root', ...toPath((property ?? '').replace(/^\./, '')).filter(Boolean)].join('_');

/** `words`: the messages' language (the step form's `useErrorWords`); the page's when omitted. */
export function useShownErrors(schema: unknown, words?: ErrorWords) {
  const friendly = useMemo(() => friendlyErrors(schema, words), [schema, words]);
  const continuing = useRef(false);
  const foundOnContinue = useRef(new Set<string>());
  const left = useRef(new Set<string>());

  const transformErrors = useCallback(
    (errors: RJSFValidationError[], uiSchema?: unknown) => {
      const worded = friendly(errors, uiSchema);
      if (continuing.current) {
        foundOnContinue.current = new Set(worded.map((error) => fieldId(error.property)));
        return worded;
      }
      return worded.filter((error) => {
        const id = fieldId(error.property);
        if (foundOnContinue.current.has(id)) return true;
        // A group (an address) counts as left once one of its parts is.
        return [...left.current].some((leftId) => leftId === id || leftId.startsWith(`${id}_`));
      });
    },
    [friendly],
  );

  return {
    transformErrors,
    /** On the form's submit, before RJSF validates it: this validation shows every error. */
    onContinue: useCallback(() => {
      continuing.current = true;
    }, []),
    /** Once RJSF has answered the submit (onError or onSubmit). */
    onContinued: useCallback(() => {
      continuing.current = false;
    }, []),
    onBlur: useCallback((id: string) => {
      left.current.add(id);
    }, []),
  };
}
