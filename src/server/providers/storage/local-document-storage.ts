import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './document-storage.ts';
import { assertSafeStorageKey, isSafeStorageKey } from './storage-keys.ts';
import { isValidUploadSignature, signUploadGrant, type UploadGrant } from './upload-signing.ts';

/** Where the local storage's PUT route listens; the rest of the path is the key. */
export const LOCAL_UPLOAD_PATH = '/api/v2/uploads';

export type UploadCheck = { ok: true; grant: UploadGrant } | { ok: false; message: string };

export interface LocalDocumentStorage extends DocumentStorage {
  kind: 'local';
  /** Whether a PUT to `key` with these query parameters and this Content-Type is what a URL we signed allows. */
  checkUpload(key: string, query: Record<string, string | undefined>, contentType: string): UploadCheck;
  /** Streams an upload to disk; stops and keeps nothing once it passes `maxBytes`. */
  receive(
    key: string,
    body: Readable,
    contentType: string,
    maxBytes: number,
  ): Promise<'stored' | 'too-large'>;
  /** Every file stored under `prefix` (a folder of keys), with when it was last written, for the upload sweep. */
  storedFiles(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

class TooLargeError extends Error {}

/** How much of an over-limit body is read and dropped before the connection is cut. */
const DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * The embedded document store: files under `root/objects/<key>` with their content type in
 * `root/meta/<key>.json`. Upload URLs point at this server's PUT route and carry an HMAC-SHA256 signature over
 * the key, content type, size limit and expiry, so a URL cannot be reused for anything else or after it expires.
 */
export function createLocalDocumentStorage(options: {
  root: string;
  secret: Buffer;
  now?: () => number;
}): LocalDocumentStorage {
  const root = path.resolve(options.root);
  const now = options.now ?? Date.now;
  const objects = path.join(root, 'objects');
  const meta = path.join(root, 'meta');

  function inside(base: string, key: string, suffix = ''): string {
    assertSafeStorageKey(key);
    const file = path.resolve(base, `${key}${suffix}`);
    // The key check already rules out traversal; this keeps it true if that check ever changes.
    if (!file.startsWith(`${base}${path.sep}`))
      throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  }

  async function place(key: string, contentType: string, write: (partFile: string) => Promise<void>) {
    const file = inside(objects, key);
    const metaFile = inside(meta, key, '.json');
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(metaFile), { recursive: true });
    const part = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(part);
      await writeFile(metaFile, JSON.stringify({ contentType }));
      await rename(part, file);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async presignPut({ key, contentType, maxBytes, ttlSeconds }) {
      assertSafeStorageKey(key);
      const grant = { key, contentType, maxBytes, expires: Math.floor(now() / 1000) + ttlSeconds };
      const query = new URLSearchParams({
        expires: String(grant.expires),
        type: contentType,
        max: String(maxBytes),
        sig: signUploadGrant(options.secret, grant),
      });
      return { uploadUrl: `${LOCAL_UPLOAD_PATH}/${key}?${query}` };
    },

    checkUpload(key, query, contentType) {
      if (!isSafeStorageKey(key)) return { ok: false, message: 'This upload URL does not name a valid key.' };
      const { expires, type, max, sig } = query;
      if (!expires || !type || !max || !sig || !/^\d+$/.test(expires) || !/^\d+$/.test(max)) {
        return {
          ok: false,
          message: 'This upload URL is incomplete: expires, type, max and sig are required.',
        };
      }
      const grant = { key, contentType: type, maxBytes: Number(max), expires: Number(expires) };
      if (!isValidUploadSignature(options.secret, grant, sig)) {
        return {
          ok: false,
          message: 'The upload URL signature does not match: it was signed for another upload.',
        };
      }
      if (now() > grant.expires * 1000) return { ok: false, message: 'The upload URL has expired.' };
      const sent = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (sent !== type.toLowerCase()) {
        return {
          ok: false,
          message: `The upload URL was signed for Content-Type ${type}, not ${sent || 'none'}.`,
        };
      }
      return { ok: true, grant };
    },

    async receive(key, body, contentType, maxBytes) {
      try {
        await place(key, contentType, async (part) => {
          let received = 0;
          await pipeline(
            body,
            async function* (chunks: AsyncIterable<Buffer>) {
              for await (const chunk of chunks) {
                received += chunk.length;
                // Past the limit nothing more is written; the rest is read and dropped (up to a bound) so the
                // uploader gets the 403 instead of a reset connection.
                if (received > maxBytes + DRAIN_BYTES) throw new TooLargeError();
                if (received <= maxBytes) yield chunk;
              }
            },
            createWriteStream(part),
          );
          if (received > maxBytes) throw new TooLargeError();
        });
        return 'stored';
      } catch (error) {
        if (error instanceof TooLargeError) return 'too-large';
        throw error;
      }
    },

    async read(key) {
      const file = inside(objects, key);
      try {
        const [bytes, metaText] = await Promise.all([
          readFile(file),
          readFile(inside(meta, key, '.json'), 'utf8').catch(() => '{}'),
        ]);
        return { bytes, contentType: (JSON.parse(metaText) as { contentType?: string }).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async size(key) {
      try {
        return (await stat(inside(objects, key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async write(key, bytes, contentType) {
      await place(key, contentType, (part) => writeFile(part, bytes));
    },

    async remove(key) {
      await rm(inside(objects, key), { force: true });
      await rm(inside(meta, key, '.json'), { force: true });
    },

    async storedFiles(prefix) {
      const folder = inside(objects, prefix.replace(/\/+$/, ''));
      let names: string[];
      try {
        names = await readdir(folder, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files: { key: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        const key = `${prefix.replace(/\/+$/, '')}/${name.split(path.sep).join('/')}`;
        if (!isSafeStorageKey(key)) continue;
        const info = await stat(inside(objects, key)).catch(() => undefined);
        if (info?.isFile()) files.push({ key, modifiedAt: info.mtime });
      }
      return files;
    },
  };
}

export const isLocalDocumentStorage = (storage: DocumentStorage): storage is LocalDocumentStorage =>
  storage.kind === 'local' && 'checkUpload' in storage;
