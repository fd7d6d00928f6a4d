import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3StorageConfig } from '../../../../src/server/config.ts';
import { ProviderUnavailableError } from '../../../../src/server/providers/provider-errors.ts';
import type { DocumentStorage } from '../../../../src/server/providers/storage/document-storage.ts';
import { createS3DocumentStorage } from '../../../../src/server/providers/storage/s3-document-storage.ts';
import { documentFixture } from '../../../support/documents.ts';
import { startS3Server } from '../../../support/s3-server.ts';

describe('S3 document storage against an S3-compatible server', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let storage: DocumentStorage;
  let config: S3StorageConfig;
  beforeAll(async () => {
    server = await startS3Server();
    config = loadConfig(server.env).storage as S3StorageConfig;
    storage = createS3DocumentStorage(config);
  });
  afterAll(async () => server.close());

  it('presigns a PUT with the content type signed; the uploaded bytes read back, then are removed', async () => {
    const key = 'loans/1/conditions/2/0123456789abcdef-sample-document.pdf';
    const pdf = documentFixture('sample-document.pdf');
    const { uploadUrl } = await storage.presignPut({
      key,
      contentType: 'application/pdf',
      maxBytes: pdf.length,
      ttlSeconds: 600,
    });
    const url = new URL(uploadUrl);
    expect(url.origin).toBe(server.endpoint);
    expect(url.pathname).toBe(`/lending-documents/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    // No checksum of an empty body: a real S3 would refuse every upload that carried one.
    expect([...url.searchParams.keys()].filter((name) => name.includes('checksum'))).toEqual([]);

    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(pdf),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect(await storage.size(key)).toBe(pdf.length);
    expect(await storage.read(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    await storage.remove(key);
  });

  it('an expired upload URL is refused by the store', async () => {
    const { uploadUrl } = await storage.presignPut({
      key: 'loans/1/conditions/2/expired.png',
      contentType: 'image/png',
      maxBytes: 1000,
      ttlSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(documentFixture('sample-document.png')),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(403);
    expect(await put.text()).toMatch(/expired/i);
    expect(await storage.read('loans/1/conditions/2/expired.png')).toBeNull();
  });

  it('writes directly (seed data) and refuses unsafe keys', async () => {
    await storage.write('seed/sample.jpg', documentFixture('sample-document.jpg'), 'image/jpeg');
    expect((await storage.read('seed/sample.jpg'))?.contentType).toBe('image/jpeg');
    await expect(storage.read('../outside.pdf')).rejects.toThrow(/storage key/);
  });

  it('an unreachable store is a ProviderUnavailableError, not a missing object', async () => {
    const down = createS3DocumentStorage({ ...config, endpoint: 'http://127.0.0.1:1' });
    await expect(down.read('loans/1/x.pdf')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
