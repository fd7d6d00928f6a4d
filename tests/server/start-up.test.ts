import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../../src/server/main.ts');

describe('start-up with a bad environment', () => {
  it('stops with a message naming the variable and a non-zero exit code', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT must be a whole number');
  });

  it('checks the configuration alone with --check', () => {
    const ok = spawnSync(process.execPath, ['--import', 'tsx', MAIN, '--check'], {
      env: { ...process.env, PORT: '3999' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Configuration OK');
  });
});
