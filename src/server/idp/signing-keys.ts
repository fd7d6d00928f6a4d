import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { readKeyFile, storeKeyFileOnce } from '../crypto/key-file.ts';

/** The embedded provider's RS256 key pair; the public half is published as the JWKS. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** An HMAC key derived from the private key, for the provider's own signed cookies and form tokens. */
  hmacSecret: Buffer;
}

function hmacSecretFrom(privateJwk: JWK): Buffer {
  return Buffer.from(hkdfSync('sha256', privateJwk.d ?? '', 'idp', 'idp-hmac-v1', 32));
}

export async function generateSigningKeys(): Promise<{ keys: SigningKeys; privateJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = await exportJWK(publicKey);
  const kid = crypto.randomUUID();
  return {
    keys: {
      kid,
      privateKey,
      publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
      hmacSecret: hmacSecretFrom(privateJwk),
    },
    privateJwk: { ...privateJwk, kid, alg: 'RS256' },
  };
}

/** Generated once and kept in the data folder, so tokens survive a restart. */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, 'keys', 'idp-signing-key.json');
  const stored =
    readKeyFile(file) ?? storeKeyFileOnce(file, JSON.stringify((await generateSigningKeys()).privateJwk));
  const privateJwk = JSON.parse(stored) as JWK & { kid: string };
  const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  const { d, p, q, dp, dq, qi, ...publicJwk } = privateJwk;
  return {
    kid: privateJwk.kid,
    privateKey,
    publicJwk: { ...publicJwk, use: 'sig' },
    hmacSecret: hmacSecretFrom(privateJwk),
  };
}
