import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { previousStep } from '../../shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import { answersPatch, changesNothing } from '../../shared/flows/step-answers.ts';
import { withAppId } from '../../shared/officer-id.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { applicantAtom } from '../state/application-atoms.ts';
import { lockedFieldsOf, withLockedFields } from '../verification/locked-fields.ts';
import { EngineForm } from './form/engine-form.tsx';
import { ENGINE_FORM_PROPS } from './form/engine-form-props.ts';
import { useErrorWords } from './form/error-words.ts';
import { startingAnswers } from './form/prefilled-answers.ts';
import { useShownErrors } from './form/use-shown-errors.ts';
import { StepButtons } from './step-buttons.tsx';
import { StepNoticeAlert } from './step-notice.tsx';
import { StepPanel } from './step-panel.tsx';
import { useEntryAmountCheck } from './use-entry-amount-check.ts';
import { useStepSave } from './use-step-save.ts';

interface StepFormProps {
  flow: FlowFile;
  step: ScreenStep;
  document: StepDocument;
  /** The step's precompiled validator (form/step-validators.ts). */
  validator: ValidatorType;
  application: ApplicationDocument;
  /** Told the answers on screen at each change (a co-borrower step keeps them for Save & Logout). */
  onAnswersChange?: (answers: Record<string, unknown>) => void;
}

/** A step's schema as a form, filled from the application; Continue saves, then moves on. */
export function StepForm({ flow, step, document, validator, application, onAnswersChange }: StepFormProps) {
  const navigate = useNavigate();
  const officerId = useOfficerId();
  const { firstName } = useAtomValue(applicantAtom);
  const { user } = useAuthSession();
  const { saving, notice, serverErrors, submit, clearServerErrors, rebase } = useStepSave({
    flow,
    step,
    document,
    application,
  });
  // The answers as the form last reported them. Kept in a ref, not state: storing each keystroke's answers made this
  // component render again and hand them back, and RJSF then compared and re-derived the whole form a second time
  // per keystroke. A render for another reason (saving, server errors) hands the form its own latest answers.
  const formData = useRef<Record<string, unknown> | null>(null);
  // What the form started from, and the version of the application it was read from.
  const started = useRef<{ version: number; answers: Record<string, unknown> } | null>(null);
  const startFrom = (copy: ApplicationDocument) => {
    const answers = startingAnswers(document, copy, user?.registration ?? {}, validator);
    started.current = { version: copy.version, answers };
    formData.current = answers;
  };
  if (!started.current) startFrom(application);
  // A newer copy of the application arriving while nothing on the form was changed (the server's copy after a
  // cached one shown at once, spec 4.2; a change from another device) restarts the form from it, rather than
  // leaving the borrower to fill in older answers that Continue would then refuse as stale.
  const untouched =
    started.current !== null && changesNothing(answersPatch(started.current.answers, formData.current ?? {}));
  if (started.current && application.version > started.current.version && untouched) startFrom(application);
  useEffect(() => {
    if (started.current?.version === application.version) rebase(application);
  }, [application, rebase]);
  const uiSchema = useMemo(
    () => withLockedFields(document.uiSchema, lockedFieldsOf(application)) as UiSchema,
    [document.uiSchema, application],
  );
  // Errors show on Continue; after that they follow each change, so a fixed answer's message goes at once
  // (clearing them on blur would move Continue away under the pointer), and a question revealed after Continue
  // waits until it is left or Continue is pressed again (use-shown-errors.ts).
  const [attempted, setAttempted] = useState(false);
  const [continueHeld, holdContinue] = useState(false);
  const errorWords = useErrorWords();
  const shownErrors = useShownErrors(document.schema, errorWords);
  const customValidate = useEntryAmountCheck(flow, document, application);
  const previous = previousStep(flow, step.path);
  const goBack = previous
    ? () => navigate(withAppId(`/${officerId}/${previous.path}`, application.appId))
    : undefined;

  return (
    <>
      {notice ? <StepNoticeAlert key={JSON.stringify(notice)} notice={notice} firstName={firstName} /> : null}
      {document.panel ? (
        <StepPanel
          name={document.panel}
          flow={flow}
          step={step}
          application={application}
          document={document}
          holdContinue={holdContinue}
        />
      ) : null}
      {/* Before RJSF's own submit handler: the validation of a Continue shows every error. */}
      <div style={{ display: 'contents' }} onSubmitCapture={shownErrors.onContinue}>
        <EngineForm
          schema={document.schema as RJSFSchema}
          uiSchema={uiSchema}
          {...ENGINE_FORM_PROPS}
          validator={validator}
          formData={formData.current ?? undefined}
          transformErrors={shownErrors.transformErrors}
          {...(customValidate ? { customValidate } : {})}
          extraErrors={serverErrors}
          focusOnFirstError
          showErrorList="top"
          liveValidate={attempted ? 'onChange' : undefined}
          onChange={(event) => {
            formData.current = event.formData ?? {};
            onAnswersChange?.(formData.current);
            if (serverErrors) clearServerErrors();
          }}
          onBlur={shownErrors.onBlur}
          onError={() => {
            shownErrors.onContinued();
            setAttempted(true);
          }}
          onSubmit={(event) => {
            shownErrors.onContinued();
            setAttempted(true);
            void submit(event.formData ?? {});
          }}
        >
          {document.hideButtons ? (
            <span />
          ) : (
            <StepButtons
              submitLabel={document.submitLabel}
              saving={saving}
              onBack={goBack}
              hideSubmit={continueHeld}
            />
          )}
        </EngineForm>
      </div>
    </>
  );
}
