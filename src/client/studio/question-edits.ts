/**
 * Question edits on a step document: pure, a document in and a new document out, written the way the step files
 * write each question type (see step-questions.ts). Only the changed parts differ, so the text patch is small.
 */
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import {
  asJson,
  type Choice,
  DATE_PATTERN,
  displayOrder,
  isJson,
  type Json,
  LIMITS,
  type Question,
  type QuestionChange,
  type QuestionType,
  stepQuestions,
  TEXT_PATTERN,
  YES_NO,
} from './step-questions.ts';

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
