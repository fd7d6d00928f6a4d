import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import type { IdpUser } from './users.ts';

/**
 * Sign-up with an email that has an account already (issue 19 item 12): the caller answers as it would for a new
 * account, and the owner hears of it by mail, in the language of the sign-up. Sent without waiting, so the answer
 * takes no longer either.
 */
export function tellOwnerOfSignUp(
  request: FastifyRequest,
  mail: MailProvider,
  owner: IdpUser,
  brandName: string,
  locale: Locale,
): void {
  const t = serverMessages(locale, 'email');
  const values = { name: owner.givenName, brand: brandName };
  mail
    .send({
      to: owner.email,
      subject: t('signupTaken.subject', values),
      text: t('signupTaken.text', values),
      links: [],
    })
    .then(() => request.log.info({ userId: owner.id }, 'idp: sign-up with a taken email; owner told'))
    .catch((error: unknown) =>
      request.log.error({ err: error, userId: owner.id }, 'idp: could not tell the owner of a taken email'),
    );
}

/**
 * The one-time code that finishes a sign-up with a new email (issue 19 item 12), in the sign-up's language; sent
 * without waiting, as above.
 */
export function mailSignUpCode(
  request: FastifyRequest,
  mail: MailProvider,
  to: { email: string; code: string; minutes: number },
  brandName: string,
  locale: Locale,
): void {
  const t = serverMessages(locale, 'email');
  const values = { brand: brandName, code: to.code, minutes: to.minutes };
  mail
    .send({
      to: to.email,
      subject: t('signupCode.subject', values),
      text: t('signupCode.text', values),
      links: [],
    })
    .then(() => request.log.info('idp: sign-up code sent'))
    .catch((error: unknown) => request.log.error({ err: error }, 'idp: could not send a sign-up code'));
}
