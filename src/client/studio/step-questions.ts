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

type Json = Record<string, unknown>;

const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const TEXT_PATTERN = '^[^<>{}]*$';
// Most step files ask yes/no as the strings "yes" and "no" (conditions then read `equals: "yes"`).
const YES_NO = [
  { const: 'yes', title: 'Yes' },
  { const: 'no', title: 'No' },
];

function isYesNo(schema: Json): boolean {
  if (!Array.isArray(schema.oneOf) || schema.oneOf.length !== 2) return false;
  const values = schema.oneOf.map((choice) => String(asJson(choice).const).toLowerCase()).sort();
  return values[0] === 'false' ? values[1] === 'true' : values[0] === 'no' && values[1] === 'yes';
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asJson = (value: unknown): Json => (isJson(value) ? value : {});

function choicesOf(schema: Json): Choice[] {
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

const LIMITS: Partial<Record<QuestionType, [string, string]>> = {
  text: ['minLength', 'maxLength'],
  dollars: ['minimum', 'maximum'],
  checkboxes: ['minItems', 'maxItems'],
  other: ['minimum', 'maximum'],
};

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** The keys of a group in the order the borrower sees them (`ui:order` first, then the rest). */
function displayOrder(group: Json, ui: Json): string[] {
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

/** The group object and its uiSchema node, created on the way where missing (on a copy the caller owns). */
function groupAt(document: StepDocument, group: string[]): { schema: Json; ui: Json } {
  let schema: Json = document.schema;
  let ui: Json = document.uiSchema;
  for (const key of group) {
    const properties = asJson(schema.properties);
    schema = asJson(properties[key]);
    if (!isJson(ui[key])) ui[key] = {};
    ui = ui[key] as Json;
  }
  if (!isJson(schema.properties)) schema.properties = {};
  return { schema, ui };
}

const copy = (document: StepDocument): StepDocument => structuredClone(document);

/** Drops the empty uiSchema objects an edit made on its way that the file did not have. */
function pruneUi(ui: Json, before: unknown): void {
  for (const [key, value] of Object.entries(ui)) {
    if (!isJson(value)) continue;
    const old = isJson(before) ? before[key] : undefined;
    pruneUi(value, old);
    if (Object.keys(value).length === 0 && old === undefined) delete ui[key];
  }
}

function finish(next: StepDocument, before: StepDocument): StepDocument {
  pruneUi(next.uiSchema, before.uiSchema);
  return next;
}

function questionAt(document: StepDocument, path: string): Question {
  const question = stepQuestions(document).find((each) => each.path === path);
  if (!question) throw new Error(`No question at ${path}`);
  return question;
}

function choiceSchema(choices: Choice[]) {
  return choices.map((choice) => ({ const: choice.value, title: choice.label }));
}

/** The schema of a question whose type changes: what the files write for that type, its label and help kept. */
function schemaForType(type: QuestionType, old: Json, question: Question): Json {
  const keep: Json = { title: old.title ?? question.label };
  if (old.description !== undefined) keep.description = old.description;
  const choices = question.choices.length
    ? question.choices
    : [
        { value: 'optionA', label: 'Option A' },
        { value: 'optionB', label: 'Option B' },
      ];
  switch (type) {
    case 'text':
      return { type: 'string', ...keep, minLength: 1, maxLength: 120, pattern: TEXT_PATTERN };
    case 'dollars':
      return { type: 'integer', ...keep, minimum: 0, maximum: 10000000 };
    case 'date':
      return { type: 'string', ...keep, pattern: DATE_PATTERN };
    case 'yesNo':
      return { type: 'string', ...keep, oneOf: YES_NO };
    case 'choice':
      return { type: 'string', ...keep, oneOf: choiceSchema(choices) };
    case 'checkboxes':
      return {
        type: 'array',
        ...keep,
        uniqueItems: true,
        items: { type: 'string', oneOf: choiceSchema(choices) },
      };
    default:
      return old;
  }
}

const WIDGETS: Partial<Record<QuestionType, string>> = {
  dollars: 'currency',
  date: 'date',
  yesNo: 'radio',
  choice: 'select',
  checkboxes: 'checkboxes',
};

function setLimit(schema: Json, name: string, value: number | null | undefined) {
  if (value === undefined) return;
  if (value === null) delete schema[name];
  else schema[name] = value;
}

function renamed(record: Json, from: string, to: string): Json {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

/** The step with one question changed. */
export function changeQuestion(document: StepDocument, path: string, change: QuestionChange): StepDocument {
  const next = copy(document);
  const question = questionAt(next, path);
  const { schema: group, ui: groupUi } = groupAt(next, question.group);
  const properties = asJson(group.properties);
  let schema = asJson(properties[question.key]);
  if (!isJson(groupUi[question.key])) groupUi[question.key] = {};
  const ui = groupUi[question.key] as Json;

  if (change.type && change.type !== question.type && change.type !== 'other') {
    schema = schemaForType(change.type, schema, question);
    const widget = WIDGETS[change.type];
    if (widget) ui['ui:widget'] = widget;
    else delete ui['ui:widget'];
  }
  const type = change.type ?? question.type;
  if (change.label !== undefined) {
    // A new title goes right after the type, where the files put it.
    if (!('title' in schema))
      schema = Object.fromEntries(
        Object.entries(schema).flatMap((entry) =>
          entry[0] === 'type' ? [entry, ['title', change.label]] : [entry],
        ),
      );
    schema.title = change.label;
  }
  if (change.help !== undefined) {
    if (schema.description !== undefined && ui['ui:help'] === undefined) schema.description = change.help;
    else if (change.help === '') delete ui['ui:help'];
    else ui['ui:help'] = change.help;
  }
  const limits = LIMITS[type];
  if (limits) {
    setLimit(schema, limits[0], change.min);
    setLimit(schema, limits[1], change.max);
  }
  if (change.choices) {
    if (type === 'choice') {
      delete schema.enum;
      schema.oneOf = choiceSchema(change.choices);
    }
    if (type === 'checkboxes')
      schema.items = { ...asJson(schema.items), oneOf: choiceSchema(change.choices) };
  }
  properties[question.key] = schema;

  let required = Array.isArray(group.required) ? [...(group.required as string[])] : [];
  if (change.required === true && !required.includes(question.key)) required.push(question.key);
  if (change.required === false) required = required.filter((key) => key !== question.key);
  if (required.length || group.required) group.required = required;

  if (change.key && change.key !== question.key) {
    group.properties = renamed(properties, question.key, change.key);
    if (Array.isArray(group.required))
      group.required = (group.required as string[]).map((key) => (key === question.key ? change.key : key));
    if (question.key in groupUi) Object.assign(groupUi, renamed(groupUi, question.key, change.key));
    delete groupUi[question.key];
    if (Array.isArray(groupUi['ui:order']))
      groupUi['ui:order'] = (groupUi['ui:order'] as string[]).map((key) =>
        key === question.key ? change.key : key,
      );
  }
  return finish(next, document);
}

/** A free answer name in a group: `newQuestion`, `newQuestion2`… */
function freeKey(group: Json): string {
  const taken = asJson(group.properties);
  for (let count = 1; ; count += 1) {
    const key = count === 1 ? 'newQuestion' : `newQuestion${count}`;
    if (!(key in taken)) return key;
  }
}

/** The step with a new text question at the end of the given question's group (or of the last group). */
export function addQuestion(
  document: StepDocument,
  after?: string,
): { document: StepDocument; path: string } {
  const next = copy(document);
  const questions = stepQuestions(next);
  const anchor = questions.find((question) => question.path === after) ?? questions.at(-1);
  const groupPath = anchor?.group ?? [];
  const { schema: group, ui } = groupAt(next, groupPath);
  const key = freeKey(group);
  const properties = asJson(group.properties);
  properties[key] = {
    type: 'string',
    title: 'New question',
    minLength: 1,
    maxLength: 120,
    pattern: TEXT_PATTERN,
  };
  if (Array.isArray(ui['ui:order'])) {
    const order = ui['ui:order'] as string[];
    if (!order.includes('*')) ui['ui:order'] = [...order, key];
  }
  return { document: finish(next, document), path: [...groupPath, key].join('.') };
}

/** The step without the question (its answer name, uiSchema entry and required mark go too). */
export function removeQuestion(document: StepDocument, path: string): StepDocument {
  const next = copy(document);
  const question = questionAt(next, path);
  const { schema: group, ui } = groupAt(next, question.group);
  const properties = asJson(group.properties);
  delete properties[question.key];
  delete ui[question.key];
  if (Array.isArray(group.required))
    group.required = (group.required as string[]).filter((key) => key !== question.key);
  if (Array.isArray(ui['ui:order']))
    ui['ui:order'] = (ui['ui:order'] as string[]).filter((key) => key !== question.key);
  return finish(next, document);
}

/** Whether the question can move by `delta` (-1 up, 1 down): only among the questions of its own group. */
export function canMoveQuestion(document: StepDocument, path: string, delta: -1 | 1): boolean {
  const questions = stepQuestions(document);
  const index = questions.findIndex((question) => question.path === path);
  const neighbour = questions[index + delta];
  return (
    index >= 0 && neighbour !== undefined && neighbour.group.join('.') === questions[index]?.group.join('.')
  );
}

/** The step with the question moved one place up or down within its group (properties and `ui:order`). */
export function moveQuestion(document: StepDocument, path: string, delta: -1 | 1): StepDocument {
  if (!canMoveQuestion(document, path, delta)) return document;
  const next = copy(document);
  const question = questionAt(next, path);
  const { schema: group, ui } = groupAt(next, question.group);
  const order = displayOrder(group, ui);
  const index = order.indexOf(question.key);
  const other = order[index + delta] as string;
  order[index + delta] = question.key;
  order[index] = other;
  const properties = asJson(group.properties);
  const moved = Object.fromEntries(
    [...order, ...Object.keys(properties).filter((key) => !order.includes(key))].map((key) => [
      key,
      properties[key],
    ]),
  );
  group.properties = moved;
  if (Array.isArray(ui['ui:order'])) {
    const old = ui['ui:order'] as string[];
    ui['ui:order'] = old.includes('*') ? [...order, '*'] : order;
  }
  return finish(next, document);
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
