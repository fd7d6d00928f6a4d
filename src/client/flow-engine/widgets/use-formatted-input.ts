import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { caretAfterDigits, digitsBefore } from './digit-formats.ts';

/**
 * For an input whose shown text is reformatted on every keystroke ($425,000 or (614) 555-0123): keeps the caret
 * after the same digit it followed, so typing in the middle does not throw the caret to the end.
 */
export function useFormattedInput(shown: string) {
  const input = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || element !== element.ownerDocument.activeElement) return;
    const caret = caretAfterDigits(shown, caretDigits.current);
    element.setSelectionRange(caret, caret);
    caretDigits.current = null;
  }, [shown]);
  return {
    inputRef: input,
    /** Call first in the change handler, before the value is reformatted. */
    rememberCaret(event: ChangeEvent<HTMLInputElement>) {
      const { value, selectionStart } = event.target;
      caretDigits.current = digitsBefore(value, selectionStart ?? value.length);
    },
  };
}
