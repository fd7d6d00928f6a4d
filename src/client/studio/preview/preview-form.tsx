/**
 * One step as the borrower's screen renders it (step-form.tsx): the step page's frame, the engine's form with its
 * widgets, templates and friendly messages, and Continue and Back, but over answers the studio holds instead of an
 * application. Continue validates and shows the messages; nothing is saved. A step's panel (the soft pull, the
 * offers…) works with an application and the API, so it shows as a static stand-in.
 */
import Alert from '@mui/material/Alert';
import type Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { Component, type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import { answersFor } from '../../../shared/flows/step-answers.ts';
import { EngineForm } from '../../flow-engine/form/engine-form.tsx';
import { ENGINE_FORM_PROPS } from '../../flow-engine/form/engine-form-props.ts';
import { friendlyErrors } from '../../flow-engine/form/friendly-errors.ts';
import { StepButtons } from '../../flow-engine/step-buttons.tsx';
import { StepPage } from '../../flow-engine/step-page.tsx';

export type PreviewState = 'empty' | 'filled' | 'errors';

interface PreviewFormProps {
  document: StepDocument;
  validator: ValidatorType;
  state: PreviewState;
  answers: unknown;
  onAnswersChange: (answers: Record<string, unknown>) => void;
}

const nothing = () => {};

/** Where a step's panel shows on the borrower's screen: what it is, without its work. */
function PanelStandIn({ name }: { name: string }) {
  return (
    <Alert severity="info" variant="outlined">
      The “{name}” panel shows here. It works with a borrower's application, so the preview does not run it.
    </Alert>
  );
}

export function PreviewForm({ document, validator, state, answers, onAnswersChange }: PreviewFormProps) {
  const schema = document.schema as RJSFSchema;
  const transformErrors = useMemo(() => friendlyErrors(schema), [schema]);
  const formData = useMemo(
    () => (state === 'empty' ? {} : answersFor(schema, answers)),
    [state, schema, answers],
  );
  const form = useRef<Form<Record<string, unknown>>>(null);
  // Errors: the validation of a Continue, at once (RJSF does not validate the data it starts with), and again
  // after each edit of the step, once the form holds the edited schema (its own update comes first); live after it.
  useEffect(() => {
    if (state !== 'errors' || !document) return;
    const next = setTimeout(() => form.current?.validateForm(), 0);
    return () => clearTimeout(next);
  }, [state, document]);
  return (
    <StepPage title={document.title} description={document.description}>
      {document.panel ? <PanelStandIn name={document.panel} /> : null}
      <EngineForm
        ref={form}
        schema={schema}
        uiSchema={document.uiSchema as UiSchema}
        {...ENGINE_FORM_PROPS}
        validator={validator}
        formData={formData}
        transformErrors={transformErrors}
        showErrorList="top"
        liveValidate={state === 'errors' ? 'onChange' : undefined}
        onChange={(event) => onAnswersChange(event.formData ?? {})}
        onSubmit={nothing}
        onError={nothing}
      >
        {document.hideButtons ? (
          <span />
        ) : (
          <StepButtons submitLabel={document.submitLabel ?? 'Continue'} saving={false} onBack={nothing} />
        )}
      </EngineForm>
    </StepPage>
  );
}

interface BoundaryProps {
  /** A new value (the next edit) tries again. */
  resetKey: unknown;
  children: ReactNode;
}

/** A schema being edited may not render (or compile) at all: say so in its place, and try again on the next edit. */
export class PreviewBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert severity="error" role="alert">
        This step cannot be shown as it is: {this.state.error.message}
      </Alert>
    );
  }
}
