/**
 * The review screen's reading of a step's answers: one line per answered field, labelled by the field's title and
 * worded by the widget registry's `summarize` (so an SSN reads masked, money as dollars, an address on one line,
 * a date as March 14, 1985), choices by the titles the step file gives them (`oneOf` const/title, `enum` with
 * `enumNames`), never by their codes; lists item by item. Follow-ups (`allOf[].then`) are read when answered.
 */
import { formatLongDate } from '../../shared/format.ts';
import { fieldDescriptor, widgetDescriptor } from '../flow-engine/widgets/registry.ts';
import type { SummaryWords } from '../flow-engine/widgets/widget-descriptor.ts';

type Json = Record<string, unknown>;

/** The words an answer reads in when the step file gives none: Yes, No and a day, in the page's language. */
export interface AnswerWords extends SummaryWords {
  /** The name of a field the step gives no title (an address asked by the step's own title), from its key. */
  unnamedField: (key: string) => string;
}

/** A key as words: `address` → `Address`, `monthlyRent` → `Monthly rent`. */
export const wordsOf = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ENGLISH: AnswerWords = { yes: 'Yes', no: 'No', longDate: formatLongDate, unnamedField: wordsOf };

export interface SummaryLine {
  label: string;
  value: string;
  /** Lines of a list item or a group, indented under this one. */
  children?: SummaryLine[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The properties a schema declares, its follow-ups included. A key declared again in a `then` (to add a constraint,
 * `maxItems`) keeps its first schema, completed by the later one, so its title and choices stay.
 */
function properties(schema: Json): [string, Json][] {
  const found = new Map<string, Json>();
  const visit = (part: unknown) => {
    if (!isObject(part)) return;
    if (isObject(part.properties)) {
      for (const [key, value] of Object.entries(part.properties))
        if (isObject(value)) found.set(key, { ...value, ...(found.get(key) ?? {}) });
    }
    for (const branch of [...(Array.isArray(part.allOf) ? part.allOf : []), part.then, part.else])
      visit(branch);
  };
  visit(schema);
  return [...found.entries()];
}

function ordered(entries: [string, Json][], ui: Json): [string, Json][] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? Math.max(order.indexOf('*'), order.length) : index;
  };
  return [...entries].sort((a, b) => rank(a[0]) - rank(b[0]));
}

/** The words a step file gives a choice: its `oneOf`/`anyOf` title, or its `enumNames` (schema or uiSchema). */
function choiceTitle(schema: Json, ui: Json, value: unknown): string | undefined {
  const options = (
    Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []
  ) as Json[];
  const match = options.find((option) => option.const === value);
  if (typeof match?.title === 'string') return match.title;
  if (!Array.isArray(schema.enum)) return undefined;
  const uiOptions = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  const names = [schema.enumNames, ui['ui:enumNames'], uiOptions.enumNames].find(Array.isArray);
  const name = names?.[schema.enum.indexOf(value)];
  return typeof name === 'string' ? name : undefined;
}

const isDate = (schema: Json) => schema.format === 'date' || schema.format === 'birth-date';

function scalar(schema: Json, ui: Json, value: unknown, words: AnswerWords): string {
  const widget = widgetDescriptor(ui['ui:widget']);
  if (widget) return widget.summarize(value, words);
  const title = choiceTitle(schema, ui, value);
  if (title) return title;
  if (typeof value === 'string' && isDate(schema)) return words.longDate(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (value === 'yes') return words.yes;
  if (value === 'no') return words.no;
  return value === undefined || value === null ? '' : String(value);
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function lines(schema: Json, ui: Json, data: unknown, words: AnswerWords): SummaryLine[] {
  if (!isObject(data)) return [];
  const result: SummaryLine[] = [];
  for (const [key, child] of ordered(properties(schema), ui)) {
    const value = data[key];
    if (!present(value)) continue;
    const childUi = isObject(ui[key]) ? (ui[key] as Json) : {};
    if (childUi['ui:widget'] === 'hidden') continue;
    const label = typeof child.title === 'string' ? child.title : '';
    const field = fieldDescriptor(childUi['ui:field']);
    if (field) {
      result.push({ label: label || words.unnamedField(key), value: field.summarize(value, words) });
    } else if (child.type === 'object' || isObject(child.properties)) {
      const nested = lines(child, childUi, value, words);
      if (nested.length === 0) continue;
      if (label) result.push({ label, value: '', children: nested });
      else result.push(...nested);
    } else if (Array.isArray(value)) {
      const items = isObject(child.items) ? (child.items as Json) : {};
      const itemUi = isObject(childUi.items) ? (childUi.items as Json) : {};
      if (items.type === 'object') {
        const itemTitle = typeof items.title === 'string' ? items.title : label;
        value.forEach((item, index) => {
          result.push({
            label: `${itemTitle} ${index + 1}`,
            value: '',
            children: lines(items, itemUi, item, words),
          });
        });
      } else {
        result.push({ label, value: value.map((item) => scalar(items, itemUi, item, words)).join(', ') });
      }
    } else {
      const text = scalar(child, childUi, value, words);
      if (text && label) result.push({ label, value: text });
    }
  }
  return result;
}

/** The answered fields of a step, given its schema, uiSchema and the application (Yes, No, days: `words`). */
export function summarizeAnswers(
  schema: unknown,
  uiSchema: unknown,
  data: unknown,
  words: AnswerWords = ENGLISH,
): SummaryLine[] {
  return isObject(schema) ? lines(schema, isObject(uiSchema) ? uiSchema : {}, data, words) : [];
}
