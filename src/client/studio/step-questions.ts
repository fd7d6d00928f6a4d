/**
 * A step file's questions as a product owner thinks of them (a label, help, a type, required, limits, choices),
 * read from and written back to the JSON Schema and uiSchema the way the existing step files write them:
 * whole dollars are integers with the `currency` widget, dates are ISO-date strings with the `date` widget,
 * yes/no is "yes"/"no" (or true/false) choices shown as `radio`, a choice list is a string with `oneOf` choices
 * (`select`, or `radio` where the file already uses it), a checkbox group an array of unique choices (`checkboxes`).
 * Questions are the leaves of the nested answer objects; conditional (if/then) parts stay as the file has them.
 */
import type { StepDocument } from '../../shared/flows/flow-types.ts';

export type QuestionType = 'text' | 'dollars' | 'date' | 'yesNo' | 'choice' | 'checkboxes' | 'other';

export const QUESTION_TYPES: { type: QuestionType; label: string }[] = [
  { type: 'text', label: 'Text' },
  { type: 'dollars', label: 'Whole dollars' },
  { type: 'date', label: 'Date' },
  { type: 'yesNo', label: 'Yes or no' },
  { type: 'choice', label: 'Choice list' },
  { type: 'checkboxes', label: 'Checkbox group' },
];

export interface Choice {
  value: string;
  label: string;
}

export interface Question {
  /** The answer's name inside its group. */
  key: string;
  /** The answer groups it sits in, outermost first (`["property", "condo"]`). */
  group: string[];
  /** Dotted answer path: what identifies the question. */
  path: string;
  label: string;
  help: string;
  type: QuestionType;
  required: boolean;
  min?: number;
  max?: number;
  choices: Choice[];
}

export interface QuestionChange {
  key?: string;
  label?: string;
  help?: string;
  type?: QuestionType;
  required?: boolean;
  min?: number | null;
  max?: number | null;
  choices?: Choice[];
}

export type Json = Record<string, unknown>;

export const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const TEXT_PATTERN = '^[^<>{}]*$';
// Most step files ask yes/no as the strings "yes" and "no" (conditions then read `equals: "yes"`).
export const YES_NO = [
  { const: 'yes', title: 'Yes' },
  { const: 'no', title: 'No' },
];

function isYesNo(schema: Json): boolean {
  if (!Array.isArray(schema.oneOf) || schema.oneOf.length !== 2) return false;
  const values = schema.oneOf.map((choice) => String(asJson(choice).const).toLowerCase()).sort();
  return values[0] === 'false' ? values[1] === 'true' : values[0] === 'no' && values[1] === 'yes';
}

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asJson = (value: unknown): Json => (isJson(value) ? value : {});

export function choicesOf(schema: Json): Choice[] {
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (oneOf)
    return oneOf.filter(isJson).map((choice) => ({
      value: String(choice.const ?? ''),
      label: String(choice.title ?? choice.const ?? ''),
    }));
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => ({ value: String(value), label: String(value) }));
  return [];
}

function typeOf(schema: Json, ui: Json): QuestionType {
  const widget = ui['ui:widget'];
  if (schema.type === 'integer' && widget === 'currency') return 'dollars';
  if (schema.type === 'string' && widget === 'date') return 'date';
  if ((schema.type === 'boolean' || schema.type === 'string') && isYesNo(schema)) return 'yesNo';
  if (schema.type === 'string' && (schema.oneOf || schema.enum)) return 'choice';
  if (schema.type === 'array' && widget === 'checkboxes') return 'checkboxes';
  if (schema.type === 'string' && (widget === undefined || widget === 'text' || widget === 'textarea'))
    return 'text';
  return 'other';
}

export const LIMITS: Partial<Record<QuestionType, [string, string]>> = {
  text: ['minLength', 'maxLength'],
  dollars: ['minimum', 'maximum'],
  checkboxes: ['minItems', 'maxItems'],
  other: ['minimum', 'maximum'],
};

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** The keys of a group in the order the borrower sees them (`ui:order` first, then the rest). */
export function displayOrder(group: Json, ui: Json): string[] {
  const keys = Object.keys(asJson(group.properties));
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : undefined;
  if (!order) return keys;
  const listed = order.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !listed.includes(key));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((key) => keys.includes(key));
  return [...before, ...rest, ...listed.filter((key) => !before.includes(key))];
}

const isGroup = (schema: Json, ui: Json) =>
  schema.type === 'object' && isJson(schema.properties) && ui['ui:field'] === undefined;

function walk(group: Json, ui: Json, path: string[], out: Question[]): void {
  const properties = asJson(group.properties);
  const required = Array.isArray(group.required) ? (group.required as string[]) : [];
  for (const key of displayOrder(group, ui)) {
    const schema = asJson(properties[key]);
    const keyUi = asJson(ui[key]);
    if (isGroup(schema, keyUi)) {
      walk(schema, keyUi, [...path, key], out);
      continue;
    }
    const type = typeOf(schema, keyUi);
    const limits = LIMITS[type];
    out.push({
      key,
      group: path,
      path: [...path, key].join('.'),
      label: String(schema.title ?? ''),
      help: String(keyUi['ui:help'] ?? schema.description ?? ''),
      type,
      required: required.includes(key),
      min: limits ? numberOr(schema[limits[0]]) : undefined,
      max: limits ? numberOr(schema[limits[1]]) : undefined,
      choices: type === 'checkboxes' ? choicesOf(asJson(schema.items)) : choicesOf(schema),
    });
  }
}

/** Every question of a step, in the order the borrower meets them. */
export function stepQuestions(document: StepDocument): Question[] {
  const out: Question[] = [];
  walk(document.schema, asJson(document.uiSchema), [], out);
  return out;
}

/** The labels of the questions a step asks only under a condition (its if/then parts, which the form leaves alone). */
export function conditionalQuestionLabels(document: StepDocument): string[] {
  const labels: string[] = [];
  const visit = (group: Json) => {
    for (const part of Array.isArray(group.allOf) ? group.allOf : []) {
      const then = asJson(asJson(part).then);
      for (const [key, schema] of Object.entries(asJson(then.properties)))
        labels.push(String(asJson(schema).title ?? key));
    }
    for (const child of Object.values(asJson(group.properties)))
      if (isJson(child) && child.type === 'object') visit(child);
  };
  visit(document.schema);
  return labels;
}
