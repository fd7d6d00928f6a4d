/** Edits as the studio makes them: a file's value changed, written into its working text (only the changed part). */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { jsonFileText, patchJsonText } from './json-text-edits.ts';
import {
  checkedSourcesAtom,
  savedTextsAtom,
  setWorkingTextAtom,
  workingSourcesAtom,
  workingTextsAtom,
} from './studio-state.ts';

/** How long the checker waits after the last edit before it runs. */
export const CHECK_DELAY_MS = 150;

export function useStudioFiles() {
  const store = useStore();
  const setText = useSetAtom(setWorkingTextAtom);
  const textOf = (file: string): string | undefined => {
    const work = store.get(workingTextsAtom)[file];
    return work === null ? undefined : (work ?? store.get(savedTextsAtom).get(file));
  };
  return {
    textOf,
    /** The file now holds `after` instead of `before` (both as parsed from its current text). */
    change(file: string, before: unknown, after: unknown) {
      const text = textOf(file);
      setText(file, text === undefined ? jsonFileText(after) : patchJsonText(text, before, after));
    },
    create(file: string, value: unknown) {
      setText(file, jsonFileText(value));
    },
    setText,
  };
}

/** Runs the checker over the working copy once edits pause for CHECK_DELAY_MS (at once on the first load). */
export function useDebouncedCheck() {
  const sources = useAtomValue(workingSourcesAtom);
  const setChecked = useSetAtom(checkedSourcesAtom);
  const store = useStore();
  useEffect(() => {
    if (!sources) return;
    if (store.get(checkedSourcesAtom) === null) {
      setChecked(sources);
      return;
    }
    const timer = setTimeout(() => setChecked(sources), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sources, setChecked, store]);
}
