import { describe, expect, it } from 'vitest';
import {
  fileTexts,
  missingTranslations,
  translateFile,
  unusedTranslations,
} from '../../../src/shared/i18n/step-texts.ts';

const step = {
  $schema: '../step.schema.json',
  id: 'sample',
  title: 'Where is the property?',
  schema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City' },
      use: {
        oneOf: [
          { const: 'Own', title: 'Own' },
          { const: 'Rent', title: 'Rent' },
        ],
      },
    },
  },
  uiSchema: {
    city: { 'ui:help': 'As on your mail', 'ui:options': { errorMessages: { required: 'Enter a city' } } },
  },
  submitLabel: 'Continue',
  translations: {
    es: { 'Where is the property?': '¿Dónde está la propiedad?', City: 'Ciudad', Gone: 'Ido' },
  },
};

describe('the texts of a step file and their translations', () => {
  it('lists the texts a borrower reads, never stored answer values', () => {
    const texts = fileTexts(step).map(({ text }) => text);
    expect(texts).toEqual([
      'Where is the property?',
      'City',
      'Own',
      'Rent',
      'As on your mail',
      'Enter a city',
      'Continue',
    ]);
  });

  it('translates what it can, keeps the answers’ values, and drops the translations block', () => {
    const spanish = translateFile(step, 'es');
    expect(spanish.title).toBe('¿Dónde está la propiedad?');
    expect(spanish.schema.properties.city.title).toBe('Ciudad');
    expect(spanish.schema.properties.use.oneOf[0]).toEqual({ const: 'Own', title: 'Own' });
    expect('translations' in spanish).toBe(false);
    expect(translateFile(step, 'en').title).toBe('Where is the property?');
  });

  it('names each untranslated text once with its place, and translations of texts the file no longer has', () => {
    expect(missingTranslations(step, 'es').map(({ text, pointer }) => `${pointer} ${text}`)).toEqual([
      '/schema/properties/use/oneOf/0/title Own',
      '/schema/properties/use/oneOf/1/title Rent',
      '/uiSchema/city/ui:help As on your mail',
      '/uiSchema/city/ui:options/errorMessages/required Enter a city',
      '/submitLabel Continue',
    ]);
    expect(missingTranslations(step, 'en')).toEqual([]);
    expect(unusedTranslations(step, 'es')).toEqual(['Gone']);
  });
});
