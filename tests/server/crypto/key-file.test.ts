import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readKeyFile, storeKeyFileOnce } from '../../../src/server/crypto/key-file.ts';
import { loadOrCreateSigningKeys } from '../../../src/server/idp/signing-keys.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'key-file-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a key made once in the data folder', () => {
  it('keeps the first key stored; a later one gets it back, and no draft file is left', () => {
    const file = path.join(newFolder(), 'keys', 'some-key');
    expect(readKeyFile(file)).toBeUndefined();
    expect(storeKeyFileOnce(file, 'first')).toBe('first');
    expect(storeKeyFileOnce(file, 'second')).toBe('first');
    expect(readKeyFile(file)).toBe('first');
    expect(readdirSync(path.dirname(file))).toEqual(['some-key']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('gives instances starting at once on one data folder the same identity signing key', async () => {
    const dataDir = newFolder();
    const keys = await Promise.all([1, 2, 3].map(() => loadOrCreateSigningKeys(dataDir)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(new Set(keys.map((key) => JSON.stringify(key.publicJwk))).size).toBe(1);
  });
});
