import { SignJWT } from 'jose';
import type { EmbeddedIdentityConfig } from '../config.ts';
import type { SigningKeys } from './signing-keys.ts';
import type { IdpUser } from './users.ts';

/** Every token carries these; offline_access is added only when asked (it also yields a refresh token). */
export const BASE_SCOPES = ['openid', 'profile', 'email', 'read:applications'] as const;

export function grantedScope(requested: string | undefined): string {
  const asked = new Set((requested ?? '').split(/\s+/).filter(Boolean));
  return [...BASE_SCOPES, ...(asked.has('offline_access') ? ['offline_access'] : [])].join(' ');
}

export interface TokenGrant {
  user: IdpUser;
  scope: string;
  audience: string;
  nonce?: string | null;
  grantType: string;
}

export interface SignedTokens {
  access_token: string;
  id_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export function createTokenIssuer(config: EmbeddedIdentityConfig, keys: SigningKeys) {
  const header = { alg: 'RS256', typ: 'JWT', kid: keys.kid } as const;

  return async function issue(grant: TokenGrant): Promise<SignedTokens> {
    const now = Math.floor(Date.now() / 1000);
    const { user } = grant;
    const permissions = user.permissions ?? [];
    const accessToken = await new SignJWT({
      scope: grant.scope,
      azp: config.clientId,
      gty: grant.grantType,
      // Auth0 RBAC style: only users given permissions (the demo admin) carry the claim.
      ...(permissions.length > 0 ? { permissions } : {}),
    })
      .setProtectedHeader(header)
      .setIssuer(config.issuer)
      .setSubject(user.id)
      .setAudience(grant.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + config.accessTokenTtlSeconds)
      .setJti(crypto.randomUUID())
      .sign(keys.privateKey);
    const idToken = await new SignJWT({
      email: user.email,
      // Confirmed with a code at sign-up through the form; API sign-ups stay unconfirmed, as with Auth0.
      email_verified: user.emailVerified,
      given_name: user.givenName,
      family_name: user.familyName,
      name: `${user.givenName} ${user.familyName}`,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader(header)
      .setIssuer(config.issuer)
      .setSubject(user.id)
      .setAudience(config.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + config.accessTokenTtlSeconds)
      .sign(keys.privateKey);
    return {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: config.accessTokenTtlSeconds,
      scope: grant.scope,
    };
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
