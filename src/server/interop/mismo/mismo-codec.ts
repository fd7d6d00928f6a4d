/** Writing the mapping table's rows (mismo-mapping.ts) into the tree, and reading them back, value by value. */
import { valueAt } from '../../../shared/flows/conditions.ts';
import { type Codec, type Codes, EXTENSION, type Field } from './mismo-mapping.ts';
import { add, children, container, put, textAt, unescapeXml, type XNode, type XValue } from './mismo-tree.ts';

export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export { valueAt };

/** Sets `value` at the dotted `path` of `target` (numeric parts index arrays); undefined sets nothing. */
export function setAt(target: Json, path: string, value: unknown): void {
  if (value === undefined) return;
  const parts = path.split('.');
  let current: Json | unknown[] = target;
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const key = Array.isArray(current) ? Number(part) : part;
    const holder = current as Record<string | number, unknown>;
    if (last) {
      holder[key] = value;
      return;
    }
    const nextIsIndex = /^[0-9]+$/.test(parts[index + 1] as string);
    if (!isObject(holder[key]) && !Array.isArray(holder[key])) holder[key] = nextIsIndex ? [] : {};
    current = holder[key] as Json | unknown[];
  });
}

/** An amount as MISMO writes it: whole dollars as they are, anything else to the cent. */
export const amount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function codeOf(value: string, codes: Codes): string {
  return codes[value] ?? `Other/${value}`;
}

function fromCode(type: string, other: string | undefined, codes: Codes): string | undefined {
  const entries = Object.entries(codes);
  const described = other === undefined ? undefined : entries.find(([, code]) => code === `${type}/${other}`);
  const found = described ?? entries.find(([, code]) => code === type);
  if (found) return found[0];
  return type === 'Other' && other !== undefined ? other : undefined;
}

/** Writes one value through its codec at `mismo` (a code `Other/…` writes the description beside it). */
export function writeValue(node: XNode, mismo: string, codec: Codec, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof codec === 'object') {
    const [type, other] = codeOf(String(value), codec).split('/');
    put(node, mismo, type);
    if (other !== undefined) put(node, `${mismo}OtherDescription`, other);
    return;
  }
  switch (codec) {
    case 'amount':
    case 'count':
      if (typeof value === 'number') put(node, mismo, amount(value));
      return;
    case 'decimal':
      if (typeof value === 'number') put(node, mismo, String(value));
      return;
    case 'boolean':
      if (typeof value === 'boolean') put(node, mismo, String(value));
      return;
    case 'yesNo':
      if (value === 'yes' || value === 'no') put(node, mismo, String(value === 'yes'));
      return;
    default:
      put(node, mismo, String(value));
  }
}

/** Reads one value back through its codec; undefined when the data point is absent. */
export function readValue(node: XValue | undefined, mismo: string, codec: Codec): unknown {
  const text = textAt(node, mismo);
  if (text === undefined) return undefined;
  if (typeof codec === 'object') return fromCode(text, textAt(node, `${mismo}OtherDescription`), codec);
  switch (codec) {
    case 'amount':
    case 'decimal':
    case 'count':
      return Number(text);
    case 'boolean':
      return text === 'true';
    case 'yesNo':
      return text === 'true' ? 'yes' : 'no';
    default:
      return text;
  }
}

/** Our extension of an element: EXTENSION/OTHER/WL:ANSWER, each with the answer's path (or fact) and JSON value. */
export function writeExtension(node: XNode, key: { Path: string } | { Fact: string }, value: unknown): void {
  if (value === undefined) return;
  const [[name, path]] = Object.entries(key) as [[string, string]];
  add(container(node, 'EXTENSION/OTHER'), 'WL:ANSWER', { [`@${name}`]: path, '#': JSON.stringify(value) });
}

/** The answers kept in an element's extension, by path or fact name. */
export function readExtension(node: XValue | undefined, kind: 'Path' | 'Fact'): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const other = children(children(node, 'EXTENSION')[0], 'OTHER')[0];
  for (const answer of children(other, 'WL:ANSWER')) {
    const key = answer[`@${kind}`];
    if (typeof key === 'string') found.set(key, JSON.parse(unescapeXml(String(answer['#'] ?? 'null'))));
  }
  return found;
}

/** Writes every row of `fields` from `source` into `node` (rows marked EXTENSION into its extension). */
export function writeFields(node: XNode, source: unknown, fields: Field[]): void {
  for (const field of fields) {
    const value = valueAt(source, field.answer);
    if (field.mismo === EXTENSION) writeExtension(node, { Path: field.answer }, value);
    else writeValue(node, field.mismo, field.codec, value);
  }
}

/** Reads every row of `fields` from `node` into `target`. */
export function readFields(node: XValue | undefined, fields: Field[], target: Json): void {
  const extension = readExtension(node, 'Path');
  for (const field of fields) {
    const value =
      field.mismo === EXTENSION ? extension.get(field.answer) : readValue(node, field.mismo, field.codec);
    setAt(target, field.answer, value);
  }
}
