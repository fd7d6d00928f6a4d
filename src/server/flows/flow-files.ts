/** The flow files (flows/) and step files (schemas/steps/) as they are on disk, each parsed or with its parse error. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface JsonFile {
  /** Relative to the project root, e.g. `flows/slim-1.json`. */
  file: string;
  content: unknown;
  /** Set when the text is not JSON; `content` is then undefined. */
  parseError?: { message: string; line: number; column: number };
}

/** Line and column (both from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export function parseJsonFile(file: string, text: string): JsonFile {
  try {
    return { file, content: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = lineAndColumn(text, at ? Number(at[1]) : 0);
    return { file, content: undefined, parseError: { message, ...where } };
  }
}

export function readJsonFiles(dir: string, root = PROJECT_ROOT): JsonFile[] {
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      return parseJsonFile(file, readFileSync(path.join(root, file), 'utf8'));
    });
}
