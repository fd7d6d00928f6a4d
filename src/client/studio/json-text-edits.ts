/**
 * The studio changes a file's text, not a re-serialisation of it: only the parts an edit touches are rewritten,
 * so the review diff shows the edit and nothing else, and each file keeps its own layout and key order.
 */
import { type Node, parseTree } from 'jsonc-parser';

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

function collect(text: string, node: Node, before: unknown, after: unknown, out: Replacement[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after) && sameKeys(before, after) && node.type === 'object') {
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      const key = keyNode?.value as string;
      if (valueNode) collect(text, valueNode, before[key], after[key], out);
    }
    return;
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    node.type === 'array'
  ) {
    (node.children ?? []).forEach((child, index) => {
      collect(text, child, before[index], after[index], out);
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
  collect(text, tree, before, next, out);
  out.sort((a, b) => b.offset - a.offset);
  let result = text;
  for (const { offset, length, text: replacement } of out)
    result = result.slice(0, offset) + replacement + result.slice(offset + length);
  return result;
}
