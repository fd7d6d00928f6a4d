// @vitest-environment jsdom
// One contract for every registered widget and field: rendered through the engine's form, each must honour
// required, disabled, read-only and an error (shown, tied to the input, marked invalid), with a label.
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import addressStep from '../../../schemas/steps/property-address.json';
import { ENGINE_FORM_PROPS } from '../../../src/client/flow-engine/form/engine-form-props.ts';
import { errorSchemaAt } from '../../../src/client/flow-engine/form/server-errors.ts';
import { FIELDS, WIDGETS } from '../../../src/client/flow-engine/widgets/registry.ts';
import type { CustomFieldName, CustomWidgetName } from '../../../src/shared/flows/engine-names.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { stepValidator } from '../../support/runtime-validator.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

/** A schema each widget is made for; typed so a new widget without one fails the type check. */
const WIDGET_SCHEMAS: Record<CustomWidgetName, RJSFSchema> = {
  currency: { type: 'integer', title: 'Amount you would like' },
  phone: { type: 'string', title: 'Mobile phone' },
  consent: { type: 'boolean', title: 'I agree to a soft credit check' },
  date: { type: 'string', format: 'date', title: 'Date of birth' },
  ssn: { type: 'string', title: 'Social Security number' },
};

const addressSchema = addressStep.schema.properties.property.properties.address as unknown as RJSFSchema;
const FIELD_SCHEMAS: Record<CustomFieldName, { schema: RJSFSchema; parts: string[] }> = {
  address: { schema: addressSchema, parts: ['street', 'unit', 'city', 'state', 'zip'] },
};

type State = 'required' | 'disabled' | 'readonly' | 'error';
const STATES: State[] = ['required', 'disabled', 'readonly', 'error'];
const ERROR = 'This answer needs a look';

async function renderAnswer(schema: RJSFSchema, ui: UiSchema, state: State, errors?: ErrorSchema) {
  await render(
    <Form
      {...ENGINE_FORM_PROPS}
      validator={stepValidator}
      schema={{
        type: 'object',
        properties: { answer: schema },
        required: state === 'required' ? ['answer'] : [],
      }}
      uiSchema={{ answer: ui }}
      disabled={state === 'disabled'}
      readonly={state === 'readonly'}
      extraErrors={state === 'error' ? errors : undefined}
      showErrorList={false}
    />,
  );
}

function control(id: string): HTMLInputElement | HTMLSelectElement {
  const element = document.getElementById(id);
  const input =
    element instanceof HTMLInputElement || element instanceof HTMLSelectElement
      ? element
      : element?.querySelector('input, select');
  if (!input) throw new Error(`No input #${id}`);
  return input as HTMLInputElement | HTMLSelectElement;
}

/** The text of the label tied to the input: `<label for>` or a wrapping label. */
function labelText(input: HTMLElement): string {
  const byFor = input.id ? document.querySelector(`label[for="${input.id}"]`) : null;
  return (byFor ?? input.closest('label'))?.textContent ?? '';
}

function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function expectState(input: HTMLInputElement | HTMLSelectElement, state: State) {
  switch (state) {
    case 'required':
      expect(input.required || input.getAttribute('aria-required') === 'true').toBe(true);
      break;
    case 'disabled':
      expect(input.disabled).toBe(true);
      break;
    case 'readonly':
      expect((input as HTMLInputElement).readOnly || input.disabled).toBe(true);
      break;
    case 'error':
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(input)).toContain(ERROR);
      break;
  }
}

afterEach(cleanup);

describe('every registered widget', () => {
  const cases = (Object.keys(WIDGETS) as CustomWidgetName[]).flatMap((name) =>
    STATES.map((state) => [name, state] as const),
  );

  it.each(cases)('%s renders %s, labelled by its title', async (name, state) => {
    const schema = WIDGET_SCHEMAS[name];
    await renderAnswer(schema, { 'ui:widget': name }, state, errorSchemaAt('answer', ERROR));
    const input = control('root_answer');
    expect(labelText(input)).toContain(String(schema.title));
    expectState(input, state);
    if (state === 'required') expect(input.disabled).toBe(false);
  });
});

describe('every registered field', () => {
  const cases = (Object.keys(FIELDS) as CustomFieldName[]).flatMap((name) =>
    STATES.map((state) => [name, state] as const),
  );

  it.each(cases)('%s renders %s in each of its parts', async (name, state) => {
    const { schema, parts } = FIELD_SCHEMAS[name];
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const errors = Object.fromEntries(parts.map((part) => [part, { __errors: [ERROR] }]));
    await renderAnswer(schema, { 'ui:field': name }, state, { answer: errors } as unknown as ErrorSchema);
    for (const part of parts) {
      const input = control(`root_answer_${part}`);
      const partSchema = (schema.properties as Record<string, RJSFSchema>)[part];
      expect(labelText(input)).toContain(String(partSchema?.title));
      if (state !== 'required' || required.has(part)) expectState(input, state);
    }
  });
});

describe('the address field', () => {
  it('asks the browser to autofill each part and picks a state by its full name', async () => {
    await renderAnswer(addressSchema, { 'ui:field': 'address' }, 'required');
    const autocomplete = (part: string) => control(`root_answer_${part}`).getAttribute('autocomplete');
    expect(['street', 'unit', 'city', 'state', 'zip'].map(autocomplete)).toEqual([
      'address-line1',
      'address-line2',
      'address-level2',
      'address-level1',
      'postal-code',
    ]);
    expect(control('root_answer_zip').getAttribute('inputmode')).toBe('numeric');
    const state = control('root_answer_state') as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect([...state.options].find((option) => option.value === 'OH')?.textContent).toBe('Ohio');
  });
});

describe('a number question with no widget (as a product owner first writes one)', () => {
  it.each([
    ['integer', 'numeric'],
    ['number', 'decimal'],
  ] as const)('is a text box with the %s keyboard, not a spin button', async (type, inputMode) => {
    await renderAnswer({ type, title: 'Years you have owned it', minimum: 0 }, {}, 'required');
    const input = control('root_answer');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe(inputMode);
    expect(input.hasAttribute('min')).toBe(false);
  });
});

describe('how each answer reads back on a review screen', () => {
  it.each([
    [WIDGETS.currency.summarize(425000), '$425,000'],
    [WIDGETS.phone.summarize('6145550123'), '(614) 555-0123'],
    [WIDGETS.consent.summarize(true), 'Yes'],
    [WIDGETS.consent.summarize(undefined), 'No'],
    [WIDGETS.date.summarize('1980-04-02'), 'April 2, 1980'],
    [WIDGETS.ssn.summarize('*****6789'), '•••-••-6789'],
    [WIDGETS.ssn.summarize('123456789'), '•••-••-6789'],
    [
      FIELDS.address.summarize({
        street: '418 Maple Avenue',
        unit: '',
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
      }),
      '418 Maple Avenue, Columbus, OH 43215',
    ],
  ])('%s', (summary, expected) => {
    expect(summary).toBe(expected);
  });
});
