import type { ProviderCompany } from '../config/provider-company.ts';
import type { EmbeddedIdentityConfig } from '../config.ts';
import type { Orm } from '../db/database.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import type { LoginGuard } from './login-guard.ts';
import type { SigningKeys } from './signing-keys.ts';
import type { TokenIssuer } from './token-issuer.ts';

export interface IdpContext {
  config: EmbeddedIdentityConfig;
  orm: Orm;
  keys: SigningKeys;
  /** The provider company: the brand of the pages when no officer's broker has one. */
  provider: ProviderCompany;
  issueTokens: TokenIssuer;
  /** Secure cookies when the provider is served over https. */
  secureCookies: boolean;
  /** Password log-in with failure counts, device cookies and bounded hashing. */
  guard: LoginGuard;
  /** Mail to account owners (a sign-up with their email). */
  mail: MailProvider;
}

export function isAllowedRedirect(config: EmbeddedIdentityConfig, uri: string | undefined): uri is string {
  if (!uri) return false;
  try {
    const parsed = new URL(uri);
    return config.allowedOrigins.includes(parsed.origin) && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** An OAuth error body in Auth0's shape. */
export function oauthError(error: string, description: string) {
  return { error, error_description: description };
}
