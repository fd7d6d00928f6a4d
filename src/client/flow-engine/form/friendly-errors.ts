import { type RJSFValidationError, toPath } from '@rjsf/utils';
import { fieldDescriptor, widgetDescriptor } from '../widgets/registry.ts';
import type { ErrorContext } from '../widgets/widget-descriptor.ts';
import { type ErrorWords, errorWords } from './error-words.ts';
import { generalErrorWording } from './general-error-wording.ts';

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};

interface FieldAt {
  schema: Node;
  uiSchema: Node;
  /** The nearest enclosing `ui:field` of ours and the part of it the error is about. */
  field?: { name: string; part: string };
}

/**
 * The schema of property `key` of an object schema: in its `properties`, else in a follow-up's
 * (`allOf[].then` / `else`), where a step declares its conditional questions.
 */
function propertySchema(schema: Node, key: string): Node {
  const declared = asNode(schema.properties)[key];
  if (declared !== undefined) return asNode(declared);
  const parts = [...(Array.isArray(schema.allOf) ? schema.allOf : []), schema.then, schema.else];
  for (const part of parts) {
    const found = part ? propertySchema(asNode(part), key) : {};
    if (Object.keys(found).length > 0) return found;
  }
  return {};
}

/** The schema and uiSchema of the field at a data path (`property.address.zip`, `applicant.residence.former.0.years`). */
function fieldAt(schema: unknown, uiSchema: unknown, path: string[]): FieldAt {
  let schemaNode = asNode(schema);
  let uiNode = asNode(uiSchema);
  let field: FieldAt['field'];
  path.forEach((key, index) => {
    if (!field && fieldDescriptor(uiNode['ui:field'])) {
      field = { name: uiNode['ui:field'] as string, part: path.slice(index).join('.') };
    }
    if (/^\d+$/.test(key) && schemaNode.items !== undefined) {
      // An item of a list: its schema is the list's `items`.
      schemaNode = asNode(schemaNode.items);
      uiNode = asNode(uiNode.items);
      return;
    }
    schemaNode = propertySchema(schemaNode, key);
    uiNode = asNode(uiNode[key]);
  });
  return { schema: schemaNode, uiSchema: uiNode, field };
}

const humanize = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

function keywordOf(error: RJSFValidationError): string {
  const keyword = error.name ?? '';
  // A value outside a oneOf list fails each branch's const; they are one problem.
  return keyword === 'const' && error.schemaPath?.includes('/oneOf/') ? 'oneOf' : keyword;
}

/**
 * The message for one error: the step's `ui:options.errorMessages`, else its widget's or field's, else ours; in
 * the words given (the borrower's language), by default those of the page's language.
 */
export function friendlyMessage(
  error: RJSFValidationError,
  schema: unknown,
  uiSchema: unknown,
  words: ErrorWords = errorWords(),
) {
  const path = toPath((error.property ?? '').replace(/^\./, '')).filter(Boolean);
  const at = fieldAt(schema, uiSchema, path);
  // "Apt, suite or unit (optional)" is a question's title; a message about the answer names "Apt, suite or unit".
  const title = String(
    at.schema.title ?? at.uiSchema['ui:title'] ?? humanize(path.at(-1) ?? words.t('thisAnswer')),
  );
  const label = title.replace(/\s*\((optional|opcional)\)$/i, '');
  const keyword = keywordOf(error);
  const context: ErrorContext = {
    keyword,
    params: asNode(error.params),
    schema: at.schema,
    label,
    ...(at.field ? { part: at.field.part } : {}),
    words,
  };
  const fromStep = asNode(asNode(at.uiSchema['ui:options']).errorMessages)[keyword];
  const message =
    (typeof fromStep === 'string' ? fromStep : undefined) ??
    widgetDescriptor(at.uiSchema['ui:widget'])?.describeError?.(context) ??
    (at.field ? fieldDescriptor(at.field.name)?.describeError?.(context) : undefined) ??
    generalErrorWording(context);
  return { label, message };
}

/**
 * A summary line naming the field: `Monthly rent: Enter a whole dollar amount`. A message that already names it
 * (`Choose an answer to “What will you use the money for?”`, `Enter first name`) is the line by itself, so the
 * question is never said twice.
 */
export function fieldLine(label: string, message: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(message);
  return names ? message : `${label}: ${message}`;
}

/**
 * RJSF's `transformErrors`: every message in the borrower's words; the summary line (`stack`) names the field.
 * A field shows one message, its first failure's: an amount both too large and off the $1,000 steps is told
 * the first thing to fix, not two at once.
 */
export function friendlyErrors(schema: unknown, words?: ErrorWords) {
  return (errors: RJSFValidationError[], uiSchema?: unknown): RJSFValidationError[] => {
    const worded = words ?? (errors.length > 0 ? errorWords() : undefined);
    const seen = new Set<string>();
    const friendly: RJSFValidationError[] = [];
    for (const error of errors) {
      // A follow-up's condition failing (`must match "then" schema`) comes with the follow-up's own error.
      if (error.name === 'if') continue;
      const { label, message } = friendlyMessage(error, schema, uiSchema, worded);
      const key = error.property ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      friendly.push({ ...error, message, stack: fieldLine(label, message) });
    }
    return friendly;
  };
}
