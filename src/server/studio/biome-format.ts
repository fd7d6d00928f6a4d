/**
 * JSON as `npm run lint` expects it: the project's own Biome CLI and biome.json format the text, so a file the
 * studio saves passes lint as if a developer had run `biome format --write`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../flows/flow-files.ts';

const BIOME = path.join(PROJECT_ROOT, 'node_modules/@biomejs/biome/bin/biome');

/** `file` is the path from the project root: Biome picks its rules (and biome.json's) by it. */
export function formatWithBiome(file: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIOME, 'format', `--stdin-file-path=${file}`], {
      cwd: PROJECT_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(`biome format ${file} exited ${code}: ${Buffer.concat(err).toString('utf8').trim()}`),
        );
    });
    child.stdin.end(text, 'utf8');
  });
}
