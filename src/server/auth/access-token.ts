import { createLocalJWKSet, createRemoteJWKSet, type JWK, jwtVerify } from 'jose';
import type { IdentityConfig } from '../config.ts';

export interface Caller {
  /** The identity provider's subject: the only id the API trusts for ownership. */
  sub: string;
  scopes: string[];
  /** Auth0 RBAC `permissions` claim of the access token (e.g. 'admin'); empty for borrowers. */
  permissions: string[];
  /** The token's `email` claim when it has one (an Auth0 tenant's Action); the embedded provider's has none. */
  email?: string;
  /** The token's `iat` and `exp`, in seconds since 1970 (revocation, and the event stream's end). */
  issuedAt: number;
  expiresAt: number;
}

/** The admin API and the tester's page: the `admin` permission, or an `admin` scope. */
export function isAdmin(caller: Caller | null): boolean {
  return Boolean(caller && (caller.permissions.includes('admin') || caller.scopes.includes('admin')));
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/**
 * Verifies bearer tokens against the provider's published keys: RS256 only (so HS256 and `alg: none`
 * are refused), issuer, audience and expiry with 60 s of leeway, as the spec's login rules say.
 */
export function createAccessTokenVerifier(
  identity: IdentityConfig,
  embeddedKeys?: { keys: JWK[] },
): AccessTokenVerifier {
  const keySet =
    identity.mode === 'embedded'
      ? createLocalJWKSet(embeddedKeys ?? { keys: [] })
      : createRemoteJWKSet(new URL(`${identity.issuer}.well-known/jwks.json`));
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: identity.issuer,
      audience: identity.audience,
      algorithms: ['RS256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp'],
    });
    return {
      sub: payload.sub as string,
      issuedAt: payload.iat ?? 0,
      expiresAt: payload.exp as number,
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      permissions: Array.isArray(payload.permissions)
        ? payload.permissions.filter((permission): permission is string => typeof permission === 'string')
        : [],
      ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
    };
  };
}
