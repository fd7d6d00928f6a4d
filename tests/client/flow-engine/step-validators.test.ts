import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchemaUtils, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { friendlyErrors } from '../../../src/client/flow-engine/form/friendly-errors.ts';
import { loadStepFormParts } from '../../../src/client/flow-engine/form/step-validators.ts';
import { answersFor } from '../../../src/shared/flows/step-answers.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { stepValidator } from '../../support/runtime-validator.ts';

beforeAll(() => loadEngineWords());

const ROOT = path.resolve(import.meta.dirname, '../../..');
const screens = readdirSync(path.join(ROOT, 'schemas/steps')).map((file) => file.replace(/\.json$/, ''));
const dataSets = ['slim-1/minimal', 'slim-1/maximal', 'long-1/minimal', 'long-1/maximal'].map(
  (name) => JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures', `${name}.json`), 'utf8')) as unknown,
);

/** What a borrower would see, and what RJSF resolves the form to, with this validator. */
function outcome(validator: ValidatorType, schema: RJSFSchema, uiSchema: UiSchema, formData: unknown) {
  const { errors } = validator.validateFormData(
    formData,
    schema,
    undefined,
    friendlyErrors(schema),
    uiSchema,
  );
  const resolved = createSchemaUtils(validator, schema).retrieveSchema(schema, formData);
  return { errors: errors.map((error) => error.stack), resolved };
}

describe('precompiled step validators (built by the Vite plugin, no schema compiled in the browser)', () => {
  it.each(screens)(
    '%s: the same errors and the same resolved form as the run-time validator',
    async (screen) => {
      const { document, validator } = await loadStepFormParts(screen, 'en');
      const schema = document.schema as RJSFSchema;
      const uiSchema = (document.uiSchema ?? {}) as UiSchema;
      for (const formData of [{}, ...dataSets.map((data) => answersFor(schema, data))]) {
        expect(outcome(validator, schema, uiSchema, formData)).toEqual(
          outcome(stepValidator, schema, uiSchema, formData),
        );
      }
    },
  );

  it('checks the birth-date format with the shared rule and its friendly message', async () => {
    const { document, validator } = await loadStepFormParts('applicant-legal', 'en');
    const schema = document.schema as RJSFSchema;
    const errorsWith = (dateOfBirth: string) =>
      validator
        .validateFormData(
          { applicant: { legal: { dateOfBirth } } },
          schema,
          undefined,
          friendlyErrors(schema),
        )
        .errors.filter((error) => error.property === '.applicant.legal.dateOfBirth');
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-01-15`;
    expect(errorsWith(tenYearsAgo).map((error) => error.name)).toEqual(['format']);
    expect(errorsWith('1980-02-30').map((error) => error.name)).toEqual(['format']);
    expect(errorsWith('1980-02-28')).toEqual([]);
  });

  it('counts characters with Ajv’s run-time helpers (maxLength)', async () => {
    const { document, validator } = await loadStepFormParts('applicant-legal', 'en');
    const schema = document.schema as RJSFSchema;
    const names = (firstName: string) =>
      validator
        .validateFormData({ applicant: { legal: { firstName } } }, schema)
        .errors.filter((error) => error.property === '.applicant.legal.firstName')
        .map((error) => error.name);
    expect(names('x'.repeat(61))).toEqual(['maxLength']);
    expect(names('x'.repeat(60))).toEqual([]);
  });

  it('refuses a schema other than its step’s own', async () => {
    const { validator } = await loadStepFormParts('loan-amount', 'en');
    expect(() =>
      validator.validateFormData({}, { type: 'object', properties: { x: { type: 'string' } } }),
    ).toThrow();
  });
});
