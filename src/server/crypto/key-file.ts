import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A key file's content under `${dataDir}/keys/`, or undefined when it has not been made yet. */
export const readKeyFile = (file: string): string | undefined =>
  existsSync(file) ? readFileSync(file, 'utf8') : undefined;

/**
 * Stores a newly made key unless another process stored one first, and returns the one that stands. Instances that
 * share a data folder and start at once so all use the same key: each writes its own file and links it into place,
 * which fails for all but the first.
 */
export function storeKeyFileOnce(file: string, content: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}
