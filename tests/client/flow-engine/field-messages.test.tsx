// @vitest-environment jsdom
/**
 * The messages a borrower reads on a step, rendered by the engine's form with the step's own precompiled validator:
 * under the field they are about, and once in the summary above the form.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import applicantLegal from '../../../schemas/steps/applicant-legal.json';
import createAccount from '../../../schemas/steps/create-account.json';
import propertyAddress from '../../../schemas/steps/property-address.json';
import { EngineForm } from '../../../src/client/flow-engine/form/engine-form.tsx';
import { ENGINE_FORM_PROPS } from '../../../src/client/flow-engine/form/engine-form-props.ts';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, click, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

interface StepFile {
  id: string;
  schema: unknown;
  uiSchema: unknown;
}

async function submitted(step: StepFile, formData: Record<string, unknown>) {
  const { validator } = await loadStepFormParts(step.id, 'en');
  const schema = step.schema as RJSFSchema;
  await render(
    <EngineForm
      schema={schema}
      uiSchema={step.uiSchema as UiSchema}
      {...ENGINE_FORM_PROPS}
      validator={validator}
      formData={formData}
      transformErrors={friendlyErrors(schema)}
      showErrorList="top"
      onError={() => undefined}
    />,
  );
  await click(document.querySelector('button[type="submit"]'));
}

/** The lines of the summary above the form. */
const summary = () =>
  [...document.querySelectorAll('[role="alert"] li')].map((item) => item.textContent?.trim());

/** The message under the field whose input has this id. */
const messageUnder = (inputId: string) =>
  document.getElementById(`${inputId}__error`)?.textContent?.trim() ??
  document.querySelector(`[id^="${inputId}__error"]`)?.textContent?.trim();

afterEach(cleanup);

describe('messages that match the field the borrower sees', () => {
  it('a date of birth field (the browser’s mm/dd/yyyy date field) is asked in mm/dd/yyyy, never YYYY-MM-DD', async () => {
    const legal = {
      firstName: 'Ken',
      lastName: 'Okafor',
      dateOfBirth: '2012-01-01',
      citizenship: 'USCitizen',
      maritalStatus: 'Unmarried',
      dependentsCount: 0,
    };
    await submitted(applicantLegal, { applicant: { legal } });
    const field = document.getElementById('root_applicant_legal_dateOfBirth') as HTMLInputElement;
    expect(field.type).toBe('date');
    const message = 'Enter a real date of birth as mm/dd/yyyy; you must be at least 18';
    expect(messageUnder('root_applicant_legal_dateOfBirth')).toBe(message);
    expect(summary()).toEqual([message]);
    expect(document.body.textContent).not.toContain('YYYY-MM-DD');
  });

  it('a question left unanswered is named once in the summary, not twice', async () => {
    await submitted(createAccount, { loan: {} });
    expect(summary()).toEqual(['Choose an answer to “What will you use the money for?”']);
  });

  it('a ZIP code of another state, or 00000, is refused under the ZIP code naming the state', async () => {
    const address = { street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zip: '00000' };
    await submitted(propertyAddress, { property: { address } });
    expect(messageUnder('root_property_address_zip')).toBe('This ZIP code is not in Oregon');
    expect(summary()).toEqual(['This ZIP code is not in Oregon']);
  });

  it('a ZIP code of the address’s state is accepted', async () => {
    const address = { street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zip: '97204' };
    await submitted(propertyAddress, { property: { address } });
    expect(summary()).toEqual([]);
    expect(messageUnder('root_property_address_zip')).toBeFalsy();
  });
});
