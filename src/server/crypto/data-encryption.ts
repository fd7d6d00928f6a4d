import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readKeyFile, storeKeyFileOnce } from './key-file.ts';

/** A 256-bit AES key and the id written into every value it encrypts. */
export interface DataKey {
  id: string;
  key: Buffer;
}

const PREFIX = 'enc:v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key id is derived from the key itself, so the same key always carries the same id. */
export function dataKey(key: Buffer): DataKey {
  if (key.length !== 32) throw new Error(`A data encryption key is 32 bytes, got ${key.length}`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/**
 * AES-256-GCM over short strings. A ciphertext reads `enc:v1:<key id>:<iv>:<ciphertext+tag>` (base64url), so
 * after a key rotation the values written under an older key still decrypt while new writes use the current key.
 */
export class DataCipher {
  private readonly byId: Map<string, Buffer>;

  constructor(
    private readonly current: DataKey,
    previous: DataKey[] = [],
  ) {
    this.byId = new Map([...previous, current].map((entry) => [entry.id, entry.key]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  static isCiphertext(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(`${PREFIX}:`);
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [PREFIX, this.current.id, iv.toString('base64url'), body.toString('base64url')].join(':');
  }

  decrypt(ciphertext: string): string {
    const [, version, keyId, ivText, bodyText] = ciphertext.split(':');
    if (`enc:${version}` !== PREFIX || !keyId || !ivText || !bodyText) {
      throw new Error('The stored value is not a ciphertext this server writes');
    }
    const key = this.byId.get(keyId);
    if (!key) {
      throw new Error(
        `A stored value was encrypted with data key ${keyId}, which this server does not have (see DATA_ENCRYPTION_PREVIOUS_KEYS)`,
      );
    }
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

interface KeyFile {
  keys: { id: string; key: string }[];
}

/**
 * The cipher for sensitive answers. DATA_ENCRYPTION_KEY, when set, is the current key; otherwise a key is generated
 * once and kept in `${dataDir}/keys/data-encryption-keys.json` (like the identity provider's signing key). Keys kept
 * in that file and DATA_ENCRYPTION_PREVIOUS_KEYS still decrypt what they wrote.
 */
export function loadOrCreateDataCipher(
  dataDir: string,
  configured: { current?: Buffer; previous: Buffer[] },
): DataCipher {
  const file = path.join(dataDir, 'keys', 'data-encryption-keys.json');
  const keysIn = (content: string) =>
    (JSON.parse(content) as KeyFile).keys.map((entry) => dataKey(Buffer.from(entry.key, 'base64')));
  const existing = readKeyFile(file);
  const stored = existing === undefined ? [] : keysIn(existing);
  const previous = [...configured.previous.map(dataKey), ...stored];
  if (configured.current) return new DataCipher(dataKey(configured.current), previous);
  const [generatedCurrent] = stored;
  if (generatedCurrent) return new DataCipher(generatedCurrent, previous);
  const made = dataKey(randomBytes(32));
  const content: KeyFile = { keys: [{ id: made.id, key: made.key.toString('base64') }] };
  // Another instance sharing the data folder may have stored its key first: that one is used.
  const [generated] = keysIn(storeKeyFileOnce(file, JSON.stringify(content))) as [DataKey];
  return new DataCipher(generated, configured.previous.map(dataKey));
}
