/**
 * An invitation is accepted only by the person it was mailed to (issue 19 item 8): the signed-in account's email
 * must be the invited one, whatever the case. Anyone else holding the link gets a 403 that says where it was sent.
 */
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Caller } from '../auth/access-token.ts';
import type { Orm } from '../db/database.ts';
import { apiText } from '../i18n/api-texts.ts';
import { findUserById } from '../idp/users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in account's email: the embedded provider's account (its subjects are user ids), otherwise the
 * access token's `email` claim (an Auth0 tenant adds it with an Action). Undefined when neither says.
 */
export async function callerEmail(orm: Orm, caller: Caller): Promise<string | undefined> {
  const account = UUID.test(caller.sub) ? await findUserById(orm, caller.sub) : undefined;
  const email = account?.email ?? caller.email;
  return email?.trim().toLowerCase() || undefined;
}

/** `jordan.reyes@example.com` → `j***@example.com`: enough to recognise one's own address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Why `signedIn` may not accept an invitation mailed to `invited`, in `locale`; undefined when it may. */
export function otherAddressRefusal(
  invited: string,
  signedIn: string | undefined,
  locale: Locale = SOURCE_LOCALE,
): string | undefined {
  if (signedIn && signedIn === invited.trim().toLowerCase()) return undefined;
  const t = apiText(locale);
  const sentTo = maskEmail(invited);
  return signedIn
    ? t('refusal.coborrower.otherAddress', { sentTo, signedIn })
    : t('refusal.coborrower.noEmailToCompare', { sentTo });
}
