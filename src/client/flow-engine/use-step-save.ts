import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { findStep } from '../../shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import { answersFor, answersPatch } from '../../shared/flows/step-answers.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { SaveRefusedError } from '../api/application-api.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useReloadApplication, useSaveApplication } from '../api/application-queries.ts';
import { PricingCallError } from '../api/pricing-call-error.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { isCoborrowerStep, useReloadCoborrower, useSaveCoborrower } from '../coborrower/coborrower-scope.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useErrorWords } from './form/error-words.ts';
import { fieldLine, friendlyMessage } from './form/friendly-errors.ts';
import { errorSchemaAt } from './form/server-errors.ts';
import { type ActionText, continueTarget, StepActionError } from './step-actions.ts';

/** What the borrower is told after Continue, when they stay on the step. */
export type StepNotice =
  | { kind: 'stale' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' }
  | { kind: 'unauthenticated' }
  | { kind: 'saved' }
  /** The step's action (a server call, a required pick) kept the borrower here; its words (a catalogue's text). */
  | { kind: 'action'; message: string; text?: ActionText };

interface SaveBase {
  /** The version the answers on screen are based on: a save sends it as If-Match. */
  version: number;
  answers: Record<string, unknown>;
}

const baseOf = (document: StepDocument, application: ApplicationDocument): SaveBase => ({
  version: application.version,
  answers: answersFor(document.schema, application),
});

interface StepSaveInput {
  flow: FlowFile;
  step: ScreenStep;
  document: StepDocument;
  application: ApplicationDocument;
}

/**
 * Continue: saves what changed on this step (a merge patch based on the version the screen was filled from),
 * runs the step's action, then goes to where it leads. A refused save keeps the answers on screen and says why.
 */
export function useStepSave({ flow, step, document, application }: StepSaveInput) {
  const { appId } = application;
  const navigate = useNavigate();
  const officerId = useOfficerId();
  const { user } = useAuthSession();
  const saveApplication = useSaveApplication(appId);
  const reloadApplication = useReloadApplication(appId);
  // A co-borrower step saves the co-borrower's own answers, never the borrower's application.
  const saveCoborrower = useSaveCoborrower(appId);
  const reloadCoborrower = useReloadCoborrower(appId);
  const save = isCoborrowerStep(step) ? saveCoborrower : saveApplication;
  const reload = isCoborrowerStep(step) ? reloadCoborrower : reloadApplication;
  const [base, setBase] = useState(() => baseOf(document, application));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();

  const http = useHttpClient();
  const errorWords = useErrorWords();
  // An Edit link from the review screen (`?returnTo=submit/review`) brings the borrower back there after Continue.
  const [searchParams] = useSearchParams();
  const returnParam = searchParams.get('returnTo');
  const returnTo =
    returnParam && returnParam !== step.path && findStep(flow, returnParam) ? returnParam : undefined;

  const refused = useCallback(
    async (error: unknown) => {
      if (error instanceof StepActionError || error instanceof PricingCallError) {
        if (error instanceof PricingCallError) console.error(`Step ${step.path}: its action failed`, error);
        const text = error instanceof StepActionError ? error.text : undefined;
        setNotice({ kind: 'action', message: error.message, ...(text ? { text } : {}) });
        return;
      }
      const refusal = error instanceof SaveRefusedError ? error.refusal : null;
      if (refusal?.kind === 'stale') {
        console.warn(`Step ${step.path}: application ${appId} changed elsewhere; reloading it`);
        try {
          setBase(baseOf(document, await reload()));
        } catch (reloadError) {
          console.error(`Step ${step.path}: reloading application ${appId} failed`, reloadError);
        }
        setNotice({ kind: 'stale' });
        return;
      }
      console.error(`Step ${step.path}: saving application ${appId} failed`, error);
      if (refusal?.kind === 'closed') {
        setNotice({ kind: 'action', message: refusal.message });
        return;
      }
      if (refusal?.kind === 'invalid') {
        const friendly = friendlyMessage(
          { property: `.${refusal.field}`, name: 'invalid', stack: refusal.message },
          document.schema,
          document.uiSchema,
          errorWords,
        );
        // A refusal with a code is in the borrower's words already; the others are the schema's.
        const message = refusal.code ? refusal.message : friendly.message;
        setServerErrors(errorSchemaAt(refusal.field, message));
        setNotice({ kind: 'invalid', message: fieldLine(friendly.label, message) });
        return;
      }
      setNotice({ kind: refusal?.kind === 'unauthenticated' ? 'unauthenticated' : 'failed' });
    },
    [appId, document, reload, step.path, errorWords],
  );

  const submit = useCallback(
    async (answers: Record<string, unknown>) => {
      setSaving(true);
      setNotice(null);
      setServerErrors(undefined);
      try {
        const patch = answersPatch(base.answers, answers);
        const saved =
          Object.keys(patch).length === 0 ? application : await save(base.version, patch, step.path);
        setBase(baseOf(document, saved));
        const target = await continueTarget({
          flow,
          step,
          application: saved,
          applicantKeys: [user?.email, user?.sub],
          http,
          reload,
        });
        const destination = returnTo ?? target;
        if (destination === undefined) setNotice({ kind: 'saved' });
        else navigate(withAppId(`/${officerId}/${destination}`, appId));
      } catch (error) {
        await refused(error);
      } finally {
        setSaving(false);
      }
    },
    [
      base,
      application,
      save,
      document,
      flow,
      step,
      user,
      http,
      reload,
      navigate,
      officerId,
      appId,
      refused,
      returnTo,
    ],
  );

  return {
    saving,
    notice,
    serverErrors,
    submit,
    clearServerErrors: () => setServerErrors(undefined),
    /** The form restarted from `newer` (nothing on it was changed): saves are based on that copy now. */
    rebase: useCallback(
      (newer: ApplicationDocument) =>
        setBase((current) => (current.version === newer.version ? current : baseOf(document, newer))),
      [document],
    ),
  };
}
