/**
 * The API's refusals in the caller's language (issue 22, item 4): a route schema's (validation-errors.ts) name the
 * request field (`body.locale`); a step's answers (step-validation.ts) name the field by its title on the screen,
 * from the translated step file. English callers keep the English messages the code writes itself, word for word;
 * these are for the other languages, from the `api` catalogue.
 */
import type { ErrorObject } from 'ajv';
import type { Locale } from '../../shared/i18n/locales.ts';
import { translateFile } from '../../shared/i18n/step-texts.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { serverMessages } from './server-messages.ts';

/** What an Ajv refusal was, without its English words. */
export interface RefusalDetail {
  keyword: string;
  params: Record<string, unknown>;
}

/** Ajv's keywords with a message of their own; the rest say the value is not valid. */
const LIMIT_KEYWORDS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems']);

/** A route schema's refusal of a request field (`body.locale`, `query.filename`) in `locale`. */
export function schemaRefusal(locale: Locale, field: string, detail: RefusalDetail): string {
  const t = serverMessages(locale, 'api');
  const { keyword, params } = detail;
  switch (keyword) {
    case 'required':
      return t('validation.required', { field });
    case 'additionalProperties':
      return t('validation.notAllowed', { field });
    case 'enum':
      return t('validation.enum', {
        field,
        allowed: ((params.allowedValues as unknown[]) ?? []).map(String).join(', '),
      });
    case 'const':
      return t('validation.const', { field, value: JSON.stringify(params.allowedValue) });
    case 'oneOf':
    case 'anyOf':
      return t('validation.noForm', { field });
    case 'type':
      return t('validation.type', { field, type: String(params.type) });
    case 'pattern':
    case 'format':
      return t('validation.format', { field });
    default:
      return LIMIT_KEYWORDS.has(keyword)
        ? t(`validation.${keyword}`, { field, limit: params.limit })
        : t('validation.invalid', { field });
  }
}

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The subschema of `schema` for `key`: its property (or, for a list, its items), wherever it is declared. */
function childSchema(schema: Schema, key: string): Schema | undefined {
  if (/^\d+$/.test(key) && isObject(schema.items)) return schema.items;
  const own = isObject(schema.properties) ? schema.properties[key] : undefined;
  if (isObject(own)) return own;
  const branches = [
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((name) =>
      Array.isArray(schema[name]) ? (schema[name] as unknown[]) : [],
    ),
    schema.then,
    schema.else,
    ...(isObject(schema.dependencies) ? Object.values(schema.dependencies) : []),
  ];
  for (const branch of branches) {
    const found = isObject(branch) ? childSchema(branch, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The title a field has on its screen (the uiSchema's `ui:title`, else the schema's), by dotted path. */
export function fieldTitle(schema: Schema, uiSchema: Schema, field: string): string | undefined {
  let node: Schema | undefined = schema;
  let ui: Schema | undefined = uiSchema;
  for (const key of field.split('.')) {
    node = node ? childSchema(node, key) : undefined;
    const next: unknown = /^\d+$/.test(key) ? ui?.items : ui?.[key];
    ui = isObject(next) ? next : undefined;
    if (!node) return undefined;
  }
  const title = ui?.['ui:title'] ?? node?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/** Translated step files, by file (a file read again is a new object) and language. */
const translated = new WeakMap<object, Map<Locale, { schema: Schema; uiSchema: Schema }>>();

function translatedStep(screen: string, locale: Locale): { schema: Schema; uiSchema: Schema } | undefined {
  const document = flowCatalog().steps.get(screen);
  if (!document) return undefined;
  let byLocale = translated.get(document);
  if (!byLocale) {
    byLocale = new Map();
    translated.set(document, byLocale);
  }
  let texts = byLocale.get(locale);
  if (!texts) {
    const { schema, uiSchema } = translateFile(document, locale) as unknown as {
      schema: Schema;
      uiSchema?: Schema;
    };
    texts = { schema, uiSchema: uiSchema ?? {} };
    byLocale.set(locale, texts);
  }
  return texts;
}

/**
 * A step's answer refused, in `locale`, naming the field by its title on the screen `screen` as the borrower
 * reads it (the field's path when it has no title).
 */
export function answerRefusal(
  locale: Locale,
  screen: string,
  field: string,
  error: Pick<ErrorObject, 'keyword' | 'params'> | undefined,
): string {
  const t = serverMessages(locale, 'api');
  const step = translatedStep(screen, locale);
  const title = step ? fieldTitle(step.schema, step.uiSchema, field) : undefined;
  const label = title ?? field;
  const keyword = error?.keyword ?? 'invalid';
  const params = (error?.params ?? {}) as Record<string, unknown>;
  if (keyword === 'required') return t('answer.required', { label });
  if (keyword === 'enum' || keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'const')
    return t('answer.choose', { label });
  if (keyword === 'pattern' || keyword === 'format' || keyword === 'type')
    return t('answer.format', { label });
  if (LIMIT_KEYWORDS.has(keyword)) return t(`answer.${keyword}`, { label, limit: params.limit });
  return t('answer.invalid', { label });
}

/** An answer no step of the flow asks, in `locale`. */
export const notAFieldRefusal = (locale: Locale, field: string) =>
  serverMessages(locale, 'api')('answer.notAField', { field });

/** A step named on save (`?step=`) that is no screen of the flow, in `locale`. */
export const notAStepRefusal = (locale: Locale, step: string, flowType: string) =>
  serverMessages(locale, 'api')('answer.notAStep', { step, flowType });
