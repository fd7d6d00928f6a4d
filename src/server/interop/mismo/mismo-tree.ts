/**
 * The XML as a plain object tree in xmlbuilder2's object format (`{ NAME: { FirstName: 'Ken' } }`, `@` for
 * attributes, arrays for repeated elements), and the order MISMO 3.4's schema wants children in: the members of
 * a choice first (PARTY's INDIVIDUAL or LEGAL_ENTITY, ROLE's BORROWER, …), then data points and containers in
 * case-insensitive alphabetical order, EXTENSION last.
 */
export type XNode = { [name: string]: XValue };
export type XValue = XNode | XNode[] | string;

const isNode = (value: unknown): value is XNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The container at `path` under `node` ('A/B'), made when missing. */
export function container(node: XNode, path: string): XNode {
  let current = node;
  for (const name of path.split('/')) {
    const next = current[name];
    if (isNode(next)) current = next;
    else {
      const made: XNode = {};
      current[name] = made;
      current = made;
    }
  }
  return current;
}

/** Sets the data point at `path` ('A/B/Point') to `text`; nothing when `text` is undefined. */
export function put(node: XNode, path: string, text: string | undefined): void {
  if (text === undefined) return;
  const parts = path.split('/');
  const name = parts.pop() as string;
  const parent = parts.length ? container(node, parts.join('/')) : node;
  parent[name] = text;
}

/** Appends `child` to the repeated element at `path` ('ASSETS/ASSET') and returns it. */
export function add(node: XNode, path: string, child: XNode = {}): XNode {
  const parts = path.split('/');
  const name = parts.pop() as string;
  const parent = parts.length ? container(node, parts.join('/')) : node;
  const existing = parent[name];
  parent[name] = Array.isArray(existing) ? [...existing, child] : [child];
  return child;
}

/** Elements that open their container, in this order, because the schema puts them in a choice or first. */
const FIRST = [
  'REFERENCE',
  'INDIVIDUAL',
  'LEGAL_ENTITY',
  'PLEDGED_ASSET',
  'SUBJECT_PROPERTY',
  'BORROWER',
  'LOAN_ORIGINATOR',
  'CONTACT_POINT_EMAIL',
  'CONTACT_POINT_TELEPHONE',
  'URLA',
];

function rank(name: string): [number, string] {
  if (name.startsWith('@')) return [0, name];
  const first = FIRST.indexOf(name);
  if (first >= 0) return [1, String(first).padStart(3, '0')];
  if (name === 'EXTENSION') return [3, ''];
  return [2, name.toLowerCase()];
}

function compare(a: string, b: string): number {
  const [groupA, keyA] = rank(a);
  const [groupB, keyB] = rank(b);
  if (groupA !== groupB) return groupA - groupB;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** A copy of the tree with every container's children in schema order (namespaced extension content kept as is). */
export function ordered(node: XNode): XNode {
  const names = Object.keys(node);
  const sorted = names.some((name) => name.includes(':') && !name.startsWith('@'))
    ? names
    : names.sort(compare);
  const result: XNode = {};
  for (const name of sorted) {
    const value = node[name] as XValue;
    result[name] = Array.isArray(value) ? value.map(ordered) : isNode(value) ? ordered(value) : value;
  }
  return result;
}

/** Reading back: the children named `name` of a node, as a list (none, one or many). */
export function children(node: XValue | undefined, name: string): XNode[] {
  if (!isNode(node)) return [];
  const value = node[name];
  if (Array.isArray(value)) return value;
  if (isNode(value)) return [value];
  if (typeof value === 'string') return [{ '#': value }];
  return [];
}

/** The node at `path` ('A/B'), the first of each repeated element on the way. */
export function at(node: XValue | undefined, path: string): XNode | undefined {
  let current: XValue | undefined = node;
  for (const name of path.split('/')) {
    const [first] = children(current, name);
    if (!first) return undefined;
    current = first;
  }
  return isNode(current) ? current : undefined;
}

/** Text as xmlbuilder2's object conversion leaves it (entities still written) in plain characters. */
export function unescapeXml(text: string): string {
  return text
    .replace(/&(lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
      if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return { lt: '<', gt: '>', quot: '"', apos: "'" }[entity] as string;
    })
    .replace(/&amp;/g, '&');
}

/** Puts a code (`Type` or `Other/Description`, mismo-mapping.ts) at `path`. */
export function putCode(node: XNode, path: string, code: string | undefined): void {
  if (code === undefined) return;
  const [type, other] = code.split('/');
  put(node, path, type);
  if (other !== undefined) put(node, `${path}OtherDescription`, other);
}

/** The text of the data point at `path`, undefined when absent ('' for an empty element). */
export function textAt(node: XValue | undefined, path: string): string | undefined {
  const parts = path.split('/');
  const name = parts.pop() as string;
  const parent = parts.length ? at(node, parts.join('/')) : node;
  if (!isNode(parent) || !(name in parent)) return undefined;
  const value = parent[name];
  if (typeof value === 'string') return unescapeXml(value);
  if (isNode(value)) return typeof value['#'] === 'string' ? unescapeXml(value['#']) : '';
  return undefined;
}
