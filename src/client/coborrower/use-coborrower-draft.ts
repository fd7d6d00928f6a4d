import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useMemo, useRef } from 'react';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import { answersFor, answersPatch } from '../../shared/flows/step-answers.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { usePendingSave } from '../layout/pending-saves.ts';
import type { CoborrowerDocument } from './coborrower-api.ts';
import { coborrowerDocumentKey, useSaveCoborrower } from './coborrower-scope.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a co-borrower typed on a step but has not saved with Continue is saved by 'Save & Logout': each section of
 * their answers on its own, as far as it is right so far (no `step`, so nothing is required yet), so one answer
 * the server refuses does not lose the others. Resolves to the form's change handler.
 */
export function useCoborrowerDraft(
  document: StepDocument,
  form: ApplicationDocument | undefined,
): (answers: Record<string, unknown>) => void {
  const appId = form?.appId ?? null;
  const save = useSaveCoborrower(appId);
  const queryClient = useContext(QueryClientContext);
  const typed = useRef<Record<string, unknown> | null>(null);
  const base = useMemo(() => (form ? answersFor(document.schema, form) : {}), [document.schema, form]);
  usePendingSave(async () => {
    if (!typed.current || !queryClient) return;
    const patch = answersPatch(base, typed.current);
    const sections = isObject(patch.coborrower) ? patch.coborrower : {};
    for (const [section, sectionPatch] of Object.entries(sections)) {
      const saved = queryClient.getQueryData<CoborrowerDocument>(coborrowerDocumentKey(appId));
      if (!saved) return;
      try {
        await save(saved.version, { coborrower: { [section]: sectionPatch } });
      } catch (error) {
        console.warn(`The co-borrower's ${section} answers were not saved on log-out`, error);
      }
    }
  });
  return (answers) => {
    typed.current = answers;
  };
}
