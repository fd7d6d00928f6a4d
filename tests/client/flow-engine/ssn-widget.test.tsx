// @vitest-environment jsdom
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ssnStep from '../../../schemas/steps/applicant-ssn.json';
import { ENGINE_FORM_PROPS } from '../../../src/client/flow-engine/form/engine-form-props.ts';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { stepValidator } from '../../support/runtime-validator.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

type Answers = { applicant?: { legal?: { ssn?: string } } };

/** The real SSN screen's schema through the engine's form; what it would save is kept in `saved`. */
async function renderSsnStep(ssn?: string) {
  const state: { current: Answers; submitted: Answers | null } = {
    current: ssn === undefined ? {} : { applicant: { legal: { ssn } } },
    submitted: null,
  };
  await render(
    <Form
      {...ENGINE_FORM_PROPS}
      validator={stepValidator}
      schema={ssnStep.schema as RJSFSchema}
      uiSchema={ssnStep.uiSchema as UiSchema}
      formData={state.current}
      transformErrors={friendlyErrors(ssnStep.schema)}
      showErrorList={false}
      onChange={(event) => {
        state.current = event.formData as Answers;
      }}
      onSubmit={(event) => {
        state.submitted = event.formData as Answers;
      }}
    >
      <button type="submit">Continue</button>
    </Form>,
  );
  return state;
}

const input = () => document.getElementById('root_applicant_legal_ssn') as HTMLInputElement;

async function typeText(value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(cleanup);

describe('the Social Security number widget', () => {
  it('is labelled, numeric, never autofilled, and hides what is typed until Show', async () => {
    await renderSsnStep();
    const field = input();
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toContain(
      'Social Security number',
    );
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.type).toBe('password');
    expect(buttonByName('Show Social Security number')).toBeNull();
    await typeText('123456789');
    expect(input().type).toBe('password');
    const show = buttonByName('Show Social Security number');
    expect(show?.getAttribute('aria-controls')).toBe(field.id);
    await click(show);
    expect(input().type).toBe('text');
    expect(input().value).toBe('123-45-6789');
    await click(buttonByName('Hide Social Security number'));
    expect(input().type).toBe('password');
  });

  it('formats as 123-45-6789 while typing and keeps only the nine digits', async () => {
    const state = await renderSsnStep();
    await typeText('1234');
    expect(input().value).toBe('123-4');
    await typeText('123-45');
    expect(input().value).toBe('123-45');
    await typeText('123 45 6789 00');
    expect(input().value).toBe('123-45-6789');
    expect(state.current.applicant?.legal?.ssn).toBe('123456789');
    await click(buttonByName('Continue'));
    expect(state.submitted?.applicant?.legal?.ssn).toBe('123456789');
  });

  it('shows the number on file as its last four digits and saves the mask back unchanged', async () => {
    const state = await renderSsnStep('*****6789');
    expect(input().value).toBe('•••-••-6789');
    expect(input().type).toBe('text');
    const described = (input().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('The number on file ends in 6789');
    expect(buttonByName('Show Social Security number')).toBeNull();
    await click(buttonByName('Continue'));
    expect(state.submitted?.applicant?.legal?.ssn).toBe('*****6789');
  });

  it('replaces the number on file with what the borrower types over it', async () => {
    const state = await renderSsnStep('*****6789');
    await typeText('•••-••-67895');
    expect(state.current.applicant?.legal?.ssn).toBe('5');
    expect(input().value).toBe('5');
    expect(input().type).toBe('password');
    await typeText('5876543210');
    expect(state.current.applicant?.legal?.ssn).toBe('587654321');
  });

  it('accepts a pasted number in place of the one on file', async () => {
    const state = await renderSsnStep('*****6789');
    await typeText('987-65-4321');
    expect(state.current.applicant?.legal?.ssn).toBe('987654321');
  });

  it('asks for all nine digits when the number is short or was erased', async () => {
    await renderSsnStep('*****6789');
    await typeText('•••-••-678');
    expect(input().value).toBe('');
    await click(buttonByName('Continue'));
    expect(document.body.textContent).toContain('Enter your 9-digit Social Security number');
    await typeText('12345');
    await click(buttonByName('Continue'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Enter your 9-digit Social Security number');
  });
});
