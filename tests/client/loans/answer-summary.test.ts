import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeAnswers } from '../../../src/client/loans/answer-summary.ts';
import { answersFromSchema } from '../../support/schema-answers.ts';

const step = (screen: string) =>
  JSON.parse(readFileSync(new URL(`../../../schemas/steps/${screen}.json`, import.meta.url), 'utf8')) as {
    schema: unknown;
    uiSchema: unknown;
  };
const data = (flow: string, name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${flow}/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('review summaries', () => {
  it('labels each answer by its title, choices by their titles, follow-ups when answered', () => {
    const { schema, uiSchema } = step('cosigner-support');
    expect(summarizeAnswers(schema, uiSchema, data('slim-1', 'maximal'))).toEqual([
      { label: 'Will someone cosign or support your application without being a borrower?', value: 'Yes' },
      { label: "Cosigner's first name", value: 'Teresa' },
      { label: "Cosigner's last name", value: 'Alvarez' },
      { label: 'Their relationship to you', value: 'Parent' },
    ]);
    expect(summarizeAnswers(schema, uiSchema, data('slim-1', 'minimal'))).toEqual([
      { label: 'Will someone cosign or support your application without being a borrower?', value: 'No' },
    ]);
  });

  it('words answers through the widget registry: the SSN masked, an address on one line', () => {
    const ssn = step('applicant-ssn');
    const lines = summarizeAnswers(ssn.schema, ssn.uiSchema, data('slim-1', 'maximal'));
    const text = JSON.stringify(lines);
    expect(text).not.toContain('524189630');
    expect(text).toContain('9630');
    const address = step('property-address');
    const addressText = JSON.stringify(
      summarizeAnswers(address.schema, address.uiSchema, data('slim-1', 'minimal')),
    );
    expect(addressText).toContain('418 Maple Avenue, Columbus, OH 43215');
  });
});

const STEP_FILES = readdirSync(new URL('../../../schemas/steps', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

type Json = Record<string, unknown>;

/** Every choice a schema offers with a title different from its code: `InformationNotProvided` → its words. */
function titledCodes(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const part of schema) titledCodes(part, into);
  else if (typeof schema === 'object' && schema !== null) {
    const node = schema as Json;
    if ('const' in node && typeof node.title === 'string' && node.title !== String(node.const))
      into.add(String(node.const));
    for (const child of Object.values(node)) titledCodes(child, into);
  }
  return into;
}

const values = (lines: ReturnType<typeof summarizeAnswers>): string[] =>
  lines.flatMap((line) => [line.value, ...values(line.children ?? [])]);
const labels = (lines: ReturnType<typeof summarizeAnswers>): string[] =>
  lines.flatMap((line) => [line.label, ...labels(line.children ?? [])]);

describe('every step file reads back in words', () => {
  const fixtures = ['slim-1/maximal', 'long-1/maximal', 'coborrower/maximal'].map((name) => {
    const [flow, set] = name.split('/') as [string, string];
    return data(flow, set);
  });

  it.each(STEP_FILES)('%s: no code, no stored date, every answer labelled', (screen) => {
    const { schema, uiSchema } = step(screen);
    const codes = titledCodes(schema);
    for (const answers of [...fixtures, answersFromSchema(schema) ?? {}]) {
      const lines = summarizeAnswers(schema, uiSchema, answers);
      for (const value of values(lines)) {
        for (const shown of value.split(', ')) expect(codes.has(shown), `${screen}: ${shown}`).toBe(false);
        expect(value, screen).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}|\[object Object\]/);
      }
      for (const label of labels(lines)) expect(label, screen).not.toBe('');
    }
  });
});

describe('choices, dates and follow-ups', () => {
  it('names a choice declared again in a follow-up by the title of its first declaration', () => {
    const { schema, uiSchema } = step('demographics-ethnicity');
    const answers = { demographics: { ethnicity: ['InformationNotProvided'] } };
    expect(summarizeAnswers(schema, uiSchema, answers)).toEqual([
      { label: 'Ethnicity (choose all that apply)', value: 'I do not wish to provide this information' },
    ]);
  });

  it('a date reads as March 14, 1985, by the date widget or a date format', () => {
    const { schema, uiSchema } = step('applicant-legal');
    const lines = summarizeAnswers(schema, uiSchema, { applicant: { legal: { dateOfBirth: '1985-03-14' } } });
    expect(values(lines)).toContain('March 14, 1985');
    const formatOnly = {
      type: 'object',
      properties: { closing: { type: 'string', title: 'Closing day', format: 'date' } },
    };
    expect(summarizeAnswers(formatOnly, {}, { closing: '2026-12-01' })).toEqual([
      { label: 'Closing day', value: 'December 1, 2026' },
    ]);
  });

  it("a product owner's new question reads by its titles: oneOf titles, enumNames in the schema or uiSchema", () => {
    const schema = {
      type: 'object',
      properties: {
        roof: {
          type: 'string',
          title: 'Roof',
          oneOf: [
            { const: 'METAL', title: 'Metal roof' },
            { const: 'TILE', title: 'Tile roof' },
          ],
        },
        pool: {
          type: 'string',
          title: 'Pool',
          enum: ['IN_GROUND', 'NONE'],
          enumNames: ['In-ground', 'None'],
        },
        heat: { type: 'string', title: 'Heating', enum: ['GAS', 'HEAT_PUMP'] },
        views: { type: 'array', title: 'Views', items: { type: 'string', enum: ['SEA', 'HILL'] } },
      },
    };
    const uiSchema = {
      heat: { 'ui:enumNames': ['Gas furnace', 'Heat pump'] },
      views: { items: { 'ui:options': { enumNames: ['Sea view', 'Hill view'] } } },
    };
    const answers = { roof: 'TILE', pool: 'IN_GROUND', heat: 'HEAT_PUMP', views: ['SEA', 'HILL'] };
    expect(summarizeAnswers(schema, uiSchema, answers)).toEqual([
      { label: 'Roof', value: 'Tile roof' },
      { label: 'Pool', value: 'In-ground' },
      { label: 'Heating', value: 'Heat pump' },
      { label: 'Views', value: 'Sea view, Hill view' },
    ]);
  });

  it('a list of owned properties reads item by item, its address labelled', () => {
    const { schema, uiSchema } = step('property-review');
    const lines = summarizeAnswers(schema, uiSchema, data('slim-1', 'maximal'));
    expect(lines[0]?.label).toBe('Owned property 1');
    expect(lines[0]?.children?.[0]).toEqual({
      label: 'Address',
      value: '1220 Birch Street, Dayton, OH 45402',
    });
    expect(values(lines)).toContain('Retained');
  });
});
