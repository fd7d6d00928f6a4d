/**
 * The studio changes a file's text, not a re-serialisation of it: only the parts an edit touches are rewritten,
 * so the review diff shows the edit and nothing else, and each file keeps its own layout and key order.
 */
import { type JSONPath, type Node, parseTree } from 'jsonc-parser';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A value as the files write it: 2-space indent, short lists of plain values on one line. */
export function formatJson(value: unknown, indent = 0, width = 110): string {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) {
      const line = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (indent + line.length <= width) return line;
    }
    return `[\n${value.map((item) => `${pad}  ${formatJson(item, indent + 2, width)}`).join(',\n')}\n${pad}]`;
  }
  if (isObject(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    if (keys.length === 0) return '{}';
    const entries = keys.map(
      (key) => `${pad}  ${JSON.stringify(key)}: ${formatJson(value[key], indent + 2, width)}`,
    );
    return `{\n${entries.join(',\n')}\n${pad}}`;
  }
  return JSON.stringify(value);
}

/** A new file's text. */
export function jsonFileText(value: unknown): string {
  return `${formatJson(value)}\n`;
}

interface Replacement {
  offset: number;
  length: number;
  text: string;
}

function indentAt(text: string, offset: number): number {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^ */.exec(text.slice(lineStart))?.[0].length ?? 0;
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>) {
  const before = Object.keys(a);
  const after = Object.keys(b).filter((key) => b[key] !== undefined);
  return before.length === after.length && before.every((key, index) => after[index] === key);
}

/** The one key added to (or removed from) an object whose other keys keep their order, if that is the change. */
function oneKeyApart(before: Record<string, unknown>, after: Record<string, unknown>) {
  const old = Object.keys(before);
  const now = Object.keys(after).filter((key) => after[key] !== undefined);
  const added = now.length === old.length + 1;
  const [longer, shorter] = added ? [now, old] : [old, now];
  if (longer.length !== shorter.length + 1) return undefined;
  const found = longer.findIndex((key, at) => shorter[at] !== key);
  const index = found < 0 ? shorter.length : found;
  const key = longer[index] as string;
  const rest = longer.filter((each) => each !== key);
  if (rest.some((each, at) => shorter[at] !== each)) return undefined;
  return { key, index, added };
}

/** A new property written into an object's text at `index`, indented like its siblings, nothing else touched. */
function insertion(text: string, node: Node, key: string, value: unknown, index: number): Replacement {
  const properties = node.children ?? [];
  const sibling = properties[0];
  const indent = sibling ? indentAt(text, sibling.offset) : indentAt(text, node.offset) + 2;
  const entry = `${' '.repeat(indent)}${JSON.stringify(key)}: ${formatJson(value, indent)}`;
  const previous = properties[index - 1];
  if (previous) return { offset: previous.offset + previous.length, length: 0, text: `,\n${entry}` };
  if (sibling) {
    const lineStart = text.lastIndexOf('\n', sibling.offset) + 1;
    return { offset: lineStart, length: 0, text: `${entry},\n` };
  }
  return {
    offset: node.offset,
    length: node.length,
    text: formatJson({ [key]: value }, indentAt(text, node.offset)),
  };
}

/** The property at `index` taken out of an object's text with its comma. */
function removal(node: Node, index: number): Replacement {
  const properties = node.children ?? [];
  const property = properties[index] as Node;
  const previous = properties[index - 1];
  const next = properties[index + 1];
  if (previous) {
    const start = previous.offset + previous.length;
    return { offset: start, length: property.offset + property.length - start, text: '' };
  }
  if (next) return { offset: property.offset, length: next.offset - property.offset, text: '' };
  return { offset: node.offset, length: node.length, text: '{}' };
}

/** An object's change as edits inside it, or false when it is to be rewritten whole. */
function collectObject(
  text: string,
  node: Node,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: JSONPath,
  out: Replacement[],
): boolean {
  const same = sameKeys(before, after);
  const apart = same ? undefined : oneKeyApart(before, after);
  if (!same && !apart) return false;
  for (const property of node.children ?? []) {
    const [keyNode, valueNode] = property.children ?? [];
    const key = keyNode?.value as string;
    if (valueNode && key !== apart?.key)
      collect(text, valueNode, before[key], after[key], [...path, key], out);
  }
  if (apart)
    out.push(
      apart.added
        ? insertion(text, node, apart.key, after[apart.key], apart.index)
        : removal(node, apart.index),
    );
  return true;
}

function collect(
  text: string,
  node: Node,
  before: unknown,
  after: unknown,
  path: JSONPath,
  out: Replacement[],
): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after) && node.type === 'object') {
    if (collectObject(text, node, before, after, path, out)) return;
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    node.type === 'array'
  ) {
    (node.children ?? []).forEach((child, index) => {
      collect(text, child, before[index], after[index], [...path, index], out);
    });
    return;
  }
  out.push({
    offset: node.offset,
    length: node.length,
    text: formatJson(after, indentAt(text, node.offset)),
  });
}

/**
 * `text` changed to hold `next`: the smallest subtrees that differ are rewritten in place; a subtree whose keys
 * were added, removed or reordered is rewritten whole. A text that does not parse is replaced outright.
 */
export function patchJsonText(text: string, before: unknown, next: unknown): string {
  const tree = parseTree(text);
  if (!tree) return jsonFileText(next);
  const out: Replacement[] = [];
  collect(text, tree, before, next, [], out);
  out.sort((a, b) => b.offset - a.offset);
  let result = text;
  for (const { offset, length, text: replacement } of out)
    result = result.slice(0, offset) + replacement + result.slice(offset + length);
  return result;
}
