import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDocumentStorage } from '../../../../src/server/providers/storage/local-document-storage.ts';
import { loadOrCreateUploadSecret } from '../../../../src/server/providers/storage/upload-signing.ts';

describe('local document storage', () => {
  let dataDir: string;
  let clock: number;
  const storage = () =>
    createLocalDocumentStorage({
      root: path.join(dataDir, 'uploads'),
      secret: loadOrCreateUploadSecret(dataDir),
      now: () => clock,
    });
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lending-storage-'));
    clock = Date.parse('2026-03-01T12:00:00Z');
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const queryOf = (uploadUrl: string) => Object.fromEntries(new URL(uploadUrl, 'http://x').searchParams);

  it('writes, reads back with its content type, and removes under DATA_DIR/uploads', async () => {
    const store = storage();
    await store.write('loans/1/conditions/2/abc-file.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(existsSync(path.join(dataDir, 'uploads', 'objects', 'loans/1/conditions/2/abc-file.pdf'))).toBe(
      true,
    );
    expect(await store.read('loans/1/conditions/2/abc-file.pdf')).toEqual({
      bytes: Buffer.from('%PDF-1.4'),
      contentType: 'application/pdf',
    });
    expect(await store.size('loans/1/conditions/2/abc-file.pdf')).toBe(8);
    await store.remove('loans/1/conditions/2/abc-file.pdf');
    expect(await store.read('loans/1/conditions/2/abc-file.pdf')).toBeNull();
    expect(await store.size('loans/1/conditions/2/abc-file.pdf')).toBeNull();
  });

  it.each([
    '../escape.pdf',
    'loans/../../escape.pdf',
    '/etc/passwd',
    'loans//x.pdf',
    'loans/.hidden',
    'a\\b.pdf',
    '',
  ])('refuses the key %j (nothing outside the uploads folder)', async (key) => {
    const store = storage();
    await expect(store.write(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/storage key/);
    await expect(store.read(key)).rejects.toThrow(/storage key/);
    await expect(
      store.presignPut({ key, contentType: 'application/pdf', maxBytes: 10, ttlSeconds: 60 }),
    ).rejects.toThrow(/storage key/);
    expect(storage().checkUpload(key, {}, 'application/pdf')).toMatchObject({ ok: false });
    expect(readdirSync(dataDir).filter((name) => name.includes('escape'))).toEqual([]);
  });

  it('signs the key, content type, size limit and expiry into the upload URL', async () => {
    const store = storage();
    const { uploadUrl } = await store.presignPut({
      key: 'loans/1/conditions/2/abc-file.pdf',
      contentType: 'application/pdf',
      maxBytes: 100,
      ttlSeconds: 600,
    });
    expect(uploadUrl.startsWith('/api/v2/uploads/loans/1/conditions/2/abc-file.pdf?')).toBe(true);
    const query = queryOf(uploadUrl);
    expect(query).toMatchObject({ type: 'application/pdf', max: '100', expires: String(clock / 1000 + 600) });
    const key = 'loans/1/conditions/2/abc-file.pdf';
    expect(store.checkUpload(key, query, 'application/pdf')).toMatchObject({ ok: true });
    expect(store.checkUpload(key, query, 'application/pdf; charset=binary')).toMatchObject({ ok: true });
    expect(store.checkUpload('loans/1/conditions/2/other.pdf', query, 'application/pdf')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/signature/),
    });
    expect(store.checkUpload(key, query, 'image/png')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Content-Type application\/pdf/),
    });
    expect(store.checkUpload(key, { ...query, max: '1000' }, 'application/pdf')).toMatchObject({ ok: false });
    expect(store.checkUpload(key, { ...query, type: 'image/png' }, 'image/png')).toMatchObject({ ok: false });
    expect(store.checkUpload(key, { ...query, sig: undefined }, 'application/pdf')).toMatchObject({
      ok: false,
    });
    clock += 600_001;
    expect(store.checkUpload(key, query, 'application/pdf')).toMatchObject({
      ok: false,
      message: 'The upload URL has expired.',
    });
  });

  it('a URL signed with another secret is refused', async () => {
    const { uploadUrl } = await storage().presignPut({
      key: 'k.pdf',
      contentType: 'application/pdf',
      maxBytes: 10,
      ttlSeconds: 60,
    });
    const other = createLocalDocumentStorage({
      root: path.join(dataDir, 'uploads'),
      secret: Buffer.from('another-secret-of-at-least-32-characters'),
      now: () => clock,
    });
    expect(other.checkUpload('k.pdf', queryOf(uploadUrl), 'application/pdf')).toMatchObject({ ok: false });
  });

  it('keeps the generated secret in DATA_DIR/keys, so URLs survive a restart', () => {
    const first = loadOrCreateUploadSecret(dataDir);
    expect(first).toHaveLength(32);
    expect(loadOrCreateUploadSecret(dataDir)).toEqual(first);
    expect(readFileSync(path.join(dataDir, 'keys', 'upload-signing-key'), 'utf8')).toBe(
      first.toString('base64'),
    );
    expect(loadOrCreateUploadSecret(dataDir, 'configured-secret-of-32-characters!!')).toEqual(
      Buffer.from('configured-secret-of-32-characters!!'),
    );
  });

  it('streams an upload to disk and keeps nothing when it passes the limit', async () => {
    const store = storage();
    const chunks = (count: number) =>
      Readable.from(Array.from({ length: count }, () => Buffer.alloc(1000, 1)));
    expect(await store.receive('a/fits.pdf', chunks(5), 'application/pdf', 5000)).toBe('stored');
    expect(await store.size('a/fits.pdf')).toBe(5000);
    expect(await store.receive('a/big.pdf', chunks(6), 'application/pdf', 5000)).toBe('too-large');
    expect(await store.read('a/big.pdf')).toBeNull();
    expect(readdirSync(path.join(dataDir, 'uploads', 'objects', 'a'))).toEqual(['fits.pdf']);
  });
});
