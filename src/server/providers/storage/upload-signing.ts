import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readKeyFile, storeKeyFileOnce } from '../../crypto/key-file.ts';

/** What a local upload URL allows: one key, one content type, at most `maxBytes`, until `expires` (unix seconds). */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expires: number;
}

const canonical = (grant: UploadGrant) =>
  ['PUT', grant.key, grant.contentType, String(grant.maxBytes), String(grant.expires)].join('\n');

export function signUploadGrant(secret: Buffer, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('base64url');
}

export function isValidUploadSignature(secret: Buffer, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUploadGrant(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The secret that signs local upload URLs: UPLOAD_SIGNING_SECRET when set, otherwise 32 random bytes generated
 * once and kept in `${dataDir}/keys/upload-signing-key` (like the data encryption and identity signing keys), so
 * URLs handed out survive a restart.
 */
export function loadOrCreateUploadSecret(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'keys', 'upload-signing-key');
  const stored = readKeyFile(file) ?? storeKeyFileOnce(file, randomBytes(32).toString('base64'));
  return Buffer.from(stored.trim(), 'base64');
}
