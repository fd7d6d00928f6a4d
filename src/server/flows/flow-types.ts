import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FLOWS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../flows');
export const DEFAULT_FLOW_TYPE = 'slim-1';

/** Flow types are the files in flows/: a product owner adds one by adding a file. */
export function knownFlowTypes(dir = FLOWS_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
  } catch {
    return [DEFAULT_FLOW_TYPE];
  }
}
