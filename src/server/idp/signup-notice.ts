import type { FastifyRequest } from 'fastify';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import type { IdpUser } from './users.ts';

/**
 * Sign-up with an email that has an account already (issue 19 item 12): the caller answers as it would for a new
 * account, and the owner hears of it by mail. Sent without waiting, so the answer takes no longer either.
 */
export function tellOwnerOfSignUp(
  request: FastifyRequest,
  mail: MailProvider,
  owner: IdpUser,
  brandName: string,
): void {
  const text = [
    `Hello ${owner.givenName},`,
    '',
    `Someone just tried to create a new ${brandName} account with this email address, which already has one.`,
    'If it was you, log in with your existing account instead. If it was not you, you can ignore this message:',
    'no new account was created and nothing about your account changed.',
  ].join('\n');
  mail
    .send({ to: owner.email, subject: `You already have a ${brandName} account`, text, links: [] })
    .then(() => request.log.info({ userId: owner.id }, 'idp: sign-up with a taken email; owner told'))
    .catch((error: unknown) =>
      request.log.error({ err: error, userId: owner.id }, 'idp: could not tell the owner of a taken email'),
    );
}

/** The one-time code that finishes a sign-up with a new email (issue 19 item 12); sent without waiting, as above. */
export function mailSignUpCode(
  request: FastifyRequest,
  mail: MailProvider,
  to: { email: string; code: string; minutes: number },
  brandName: string,
): void {
  const text = [
    `Your code to finish creating your ${brandName} account is ${to.code}.`,
    '',
    `Enter it on the sign-up page within ${to.minutes} minutes.`,
    'If you did not ask to create an account, you can ignore this message: no account is created without this code.',
  ].join('\n');
  mail
    .send({ to: to.email, subject: `Your ${brandName} sign-up code`, text, links: [] })
    .then(() => request.log.info('idp: sign-up code sent'))
    .catch((error: unknown) => request.log.error({ err: error }, 'idp: could not send a sign-up code'));
}
