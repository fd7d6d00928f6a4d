/**
 * A step's precompiled validator for its schema in another language. The validators are compiled from the step
 * file as written (English), and RJSF finds each by the hash of the schema it validates against, texts included:
 * the schema in Spanish, whose titles differ, finds none. This validator hands the precompiled one the schema it
 * was compiled for: every text of a schema RJSF gives it (its titles, descriptions, choice names) is put back in
 * English, read from the two versions of the step's schema side by side. What the borrower reads is not touched:
 * the messages are worded from the translated schema (friendly-errors.ts).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/** Keys whose strings are the texts translated in a schema (src/shared/i18n/step-texts.ts). */
const TEXT_KEYS = new Set(['title', 'description']);
const TEXT_LISTS = new Set(['enumNames']);

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each translated text of `translated` and the English it stands for, by walking both schemas side by side. */
export function englishTexts(english: Json, translated: Json, found = new Map<string, string>()) {
  if (Array.isArray(english) && Array.isArray(translated)) {
    english.forEach((item, index) => {
      englishTexts(item, translated[index], found);
    });
  } else if (isObject(english) && isObject(translated)) {
    for (const [key, value] of Object.entries(english)) {
      const other = translated[key];
      if (TEXT_KEYS.has(key) && typeof value === 'string' && typeof other === 'string') {
        if (other !== value) found.set(other, value);
      } else if (TEXT_LISTS.has(key) && Array.isArray(value) && Array.isArray(other)) {
        value.forEach((text, index) => {
          const shown = other[index];
          if (typeof text === 'string' && typeof shown === 'string' && shown !== text) found.set(shown, text);
        });
      } else {
        englishTexts(value, other, found);
      }
    }
  }
  return found;
}

/** The validator of `english` for schemas translated from it; `english` as is when nothing is translated. */
export function localizedValidator(
  validator: ValidatorType,
  english: RJSFSchema,
  translated: RJSFSchema,
): ValidatorType {
  const texts = englishTexts(english, translated);
  if (texts.size === 0) return validator;
  const back = new WeakMap<object, Json>();
  const inEnglish = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(inEnglish);
    if (!isObject(node)) return node;
    const known = back.get(node);
    if (known) return known;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (TEXT_KEYS.has(key) && typeof value === 'string') out[key] = texts.get(value) ?? value;
      else if (TEXT_LISTS.has(key) && Array.isArray(value))
        out[key] = value.map((text) => (typeof text === 'string' ? (texts.get(text) ?? text) : text));
      else out[key] = inEnglish(value);
    }
    back.set(node, out);
    return out;
  };
  const schemaOf = (schema: RJSFSchema) => inEnglish(schema) as RJSFSchema;
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(formData, schemaOf(schema), customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) =>
      validator.isValid(schemaOf(schema), formData, schemaOf(rootSchema)),
    rawValidation: (schema, formData) => validator.rawValidation(schemaOf(schema), formData),
  };
}
