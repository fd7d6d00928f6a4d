/**
 * The texts of a step or flow file a borrower reads, and their translations. A file keeps its English texts where
 * they are and lists translations beside them, keyed by the English text:
 *   "translations": { "es": { "Where is the property?": "¿Dónde está la propiedad?" } }
 * A text used twice is translated once; a changed English text is reported untranslated until its translation
 * is updated too.
 */
import type { Locale } from './locales.ts';
import { SOURCE_LOCALE } from './locales.ts';

/** Keys whose string value is read by the borrower. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'submitLabel',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
]);
/** Objects every string of which is read by the borrower. */
const TEXT_OBJECTS = new Set(['errorMessages', 'offerExplanations']);
/** Lists every string of which is read by the borrower. */
const TEXT_LISTS = new Set(['ui:enumNames', 'enumNames']);

export interface StepText {
  /** JSON pointer of the text in its file, e.g. `/schema/properties/property/title`. */
  pointer: string;
  text: string;
}

type Json = unknown;
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function walk(
  node: Json,
  pointer: string,
  visit: (text: string, pointer: string) => string | undefined,
  isFlowFile = pointer === '' && typeof node === 'object' && node !== null && 'flowType' in node,
): Json {
  if (Array.isArray(node)) return node.map((item, index) => walk(item, `${pointer}/${index}`, visit, false));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (key === 'translations' && pointer === '') continue;
    // A flow file's own title and description are for product owners (the studio, the tester's page).
    if (pointer === '' && isFlowFile && (key === 'title' || key === 'description')) {
      out[key] = value;
      continue;
    }
    if (typeof value === 'string' && TEXT_KEYS.has(key) && !/^\$/.test(key)) {
      out[key] = visit(value, at) ?? value;
    } else if (TEXT_OBJECTS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, text]) => [
          name,
          typeof text === 'string' ? (visit(text, `${at}/${escapePointer(name)}`) ?? text) : text,
        ]),
      );
    } else if (TEXT_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((text, index) =>
        typeof text === 'string' ? (visit(text, `${at}/${index}`) ?? text) : text,
      );
    } else {
      out[key] = walk(value, at, visit, false);
    }
  }
  return out;
}

/** Every borrower-facing text of a step or flow file, in file order (a text used twice is listed twice). */
export function fileTexts(file: Json): StepText[] {
  const texts: StepText[] = [];
  walk(file, '', (text, pointer) => {
    if (text.trim() !== '') texts.push({ pointer, text });
    return undefined;
  });
  return texts;
}

/** The file's translations into `locale`, keyed by English text. */
export function translationsOf(file: Json, locale: Locale): Readonly<Record<string, string>> {
  const all = (file as { translations?: Record<string, Record<string, string>> } | null)?.translations;
  return all?.[locale] ?? {};
}

/** Texts of the file with no translation into `locale`, each once, with the first place it appears. */
export function missingTranslations(file: Json, locale: Locale): StepText[] {
  if (locale === SOURCE_LOCALE) return [];
  const translated = translationsOf(file, locale);
  const seen = new Set<string>();
  return fileTexts(file).filter(({ text }) => {
    if (seen.has(text) || typeof translated[text] === 'string') return false;
    seen.add(text);
    return true;
  });
}

/** Translations kept for English texts the file no longer has (left behind when a text changed). */
export function unusedTranslations(file: Json, locale: Locale): string[] {
  const used = new Set(fileTexts(file).map(({ text }) => text));
  return Object.keys(translationsOf(file, locale)).filter((text) => !used.has(text));
}

/**
 * The file as a borrower of `locale` reads it: each text replaced by its translation (an untranslated text stays
 * English, which `npm run check:flows` reports), without the `translations` block.
 */
export function translateFile<T>(file: T, locale: Locale): T {
  const translated = locale === SOURCE_LOCALE ? {} : translationsOf(file, locale);
  return walk(file, '', (text) => translated[text]) as T;
}

/** Keys of a JSON Schema that carry only texts for people: validation never reads them. */
const SCHEMA_TEXT_KEYS = new Set(['title', 'description', 'enumNames']);
const withoutTexts = new WeakMap<object, unknown>();

/**
 * The schema without its texts (titles, descriptions, choice names), at every depth: what a step's validators are
 * compiled from and looked up by, so one validator serves the schema in every language. Cached per object, as RJSF
 * finds a precompiled validator by the hash of the schema it is given.
 */
export function schemaWithoutTexts<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => schemaWithoutTexts(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const known = withoutTexts.get(schema);
  if (known) return known as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_TEXT_KEYS.has(key) && (typeof value === 'string' || Array.isArray(value))) continue;
    out[key] = schemaWithoutTexts(value);
  }
  withoutTexts.set(schema, out);
  return out as T;
}
