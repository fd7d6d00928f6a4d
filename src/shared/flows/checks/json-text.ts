/**
 * A flow or step file's text as a product owner wrote it: parsed, or its first syntax mistake located (line and
 * column) and explained in words. Only the first: a parser's later complaints are mostly echoes of it.
 * jsonc-parser (the parser of VS Code's JSON support) gives offsets and error codes, not V8's prose.
 */
import {
  findNodeAtLocation,
  type Node,
  type ParseError,
  parse,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';

/** A key or index path inside a JSON document, e.g. `["steps", 12, "next"]`. */
export type JsonLocation = (string | number)[];

export interface JsonSyntaxError {
  /** What is wrong, in words. */
  message: string;
  line: number;
  column: number;
  /** What to change. */
  hint: string;
}

/** Line and column (both from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const STRICT_JSON = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousMark(text: string, offset: number): number {
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at] as string)) at -= 1;
  return at;
}

type Explained = { message: string; hint: string; offset: number };

function explain(text: string, error: ParseError): Explained {
  const { offset } = error;
  // jsonc-parser's codes are a const enum, which isolated modules cannot read; their names are stable.
  const code = printParseErrorCode(error.error);
  const here = text[offset];
  const before = previousMark(text, offset);
  if (
    (code === 'ValueExpected' || code === 'PropertyNameExpected') &&
    text[before] === ',' &&
    (here === '}' || here === ']')
  ) {
    return {
      message: `there is a comma after the last item, just before ${here}`,
      hint: `Remove that comma: JSON allows no comma before } or ].`,
      offset: before,
    };
  }
  if (code === 'InvalidCommentToken')
    return {
      message: 'JSON files cannot hold comments (// … or /* … */)',
      hint: 'Remove the comment. To explain a step or a screen, write it in its "description".',
      offset,
    };
  if (code === 'CommaExpected') {
    const { line } = lineAndColumn(text, before + 1);
    return {
      message: 'a comma is missing between two items',
      hint: `Add a comma after the item that ends on line ${line}.`,
      offset,
    };
  }
  if (code === 'InvalidSymbol' || code === 'PropertyNameExpected') {
    if (here === "'")
      return {
        message: "text is in single quotes (')",
        hint: 'Use double quotes (") around keys and text.',
        offset,
      };
    const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(offset))?.[0];
    if (word && /^\s*:/.test(text.slice(offset + word.length)))
      return {
        message: `the key ${word} is not in double quotes`,
        hint: `Write "${word}" (keys always have double quotes).`,
        offset,
      };
    if (word)
      return {
        message: `${word} is not a JSON value`,
        hint: 'Put text in double quotes ("…"); the other values are numbers, true, false, null, { … } and [ … ].',
        offset,
      };
  }
  return { ...plainWords(code, text.trim() === ''), offset };
}

function plainWords(code: string, empty: boolean): { message: string; hint: string } {
  switch (code) {
    case 'ColonExpected':
      return { message: 'a colon is missing after a key', hint: 'Write "key": value.' };
    case 'CloseBraceExpected':
      return {
        message: 'a } is missing',
        hint: 'Every { needs its }: look for an object left open before this point (or a missing comma).',
      };
    case 'CloseBracketExpected':
      return {
        message: 'a ] is missing',
        hint: 'Every [ needs its ]: look for a list left open before this point (or a missing comma).',
      };
    case 'EndOfFileExpected':
      return {
        message: 'there is more after the end of the file’s object',
        hint: 'Remove the extra } or ] (or what follows the last }).',
      };
    case 'UnexpectedEndOfString':
      return { message: 'a text is not closed', hint: 'Add the closing double quote (").' };
    case 'InvalidNumberFormat':
      return {
        message: 'a number is not written the JSON way',
        hint: 'Write numbers like 40, 0.5 or 100000: no leading zero, no + sign, no thousands separator.',
      };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
    case 'InvalidCharacter':
      return {
        message: 'a text holds a character JSON does not allow',
        hint: 'Write a backslash as \\\\ and a double quote inside text as \\"; no tabs or line breaks inside text.',
      };
    default:
      return empty
        ? { message: 'the file is empty', hint: 'A flow or step file is one object { … }.' }
        : {
            message: 'a value is expected here',
            hint: 'Write a value: "text", a number, true, false, { … } or [ … ].',
          };
  }
}

export interface JsonFile {
  /** Relative to the project root, e.g. `flows/slim-1.json`. */
  file: string;
  /** Undefined when the text is not JSON (see `parseError`). */
  content: unknown;
  text?: string;
  parseError?: JsonSyntaxError;
}

export function parseJsonText(file: string, text: string): JsonFile {
  const errors: ParseError[] = [];
  const content = parse(text, errors, STRICT_JSON) as unknown;
  const first = errors[0];
  if (!first) return { file, content, text };
  const { message, hint, offset } = explain(text, first);
  return { file, content: undefined, text, parseError: { message, hint, ...lineAndColumn(text, offset) } };
}

/** The parse tree of a JSON text, to find the line of a place in it (undefined when it does not parse). */
export function jsonTree(text: string): Node | undefined {
  return parseTree(text, [], STRICT_JSON);
}

/** The line and column of a place in a JSON text: a key's start for a property, else the value's. */
export function placeIn(tree: Node | undefined, text: string, at: JsonLocation) {
  if (!tree) return undefined;
  for (let length = at.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, at.slice(0, length));
    if (!node) continue;
    const start = node.parent?.type === 'property' ? node.parent.offset : node.offset;
    return lineAndColumn(text, start);
  }
  return undefined;
}
