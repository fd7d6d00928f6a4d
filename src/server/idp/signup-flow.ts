import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Translate } from '../i18n/server-messages.ts';
import type { IdpContext } from './context.ts';
import { csrfTokenFor } from './form-protection.ts';
import { HashingBusyError } from './hashing-pool.ts';
import { type IdpBrand, idpBrand, OFFICER_PARAM } from './idp-brand.ts';
import type { FieldError, FormMode, PageLanguage } from './pages.ts';
import { hashPassword } from './passwords.ts';
import {
  checkSignUpCode,
  createConfirmedUser,
  findPendingSignUp,
  type PendingSignUp,
  renewSignUpCode,
  SIGNUP_CODE_SENDS,
  SIGNUP_CODE_TRIES,
  SIGNUP_CODE_TTL_SECONDS,
  startPendingSignUp,
} from './pending-signups.ts';
import { PENDING_FIELD, renderSignUpCode, renderSignUpExpired } from './signup-code-page.ts';
import { mailSignUpCode, tellOwnerOfSignUp } from './signup-notice.ts';
import { findUserByEmail, findUserById, invalidSignUp, normaliseEmail } from './users.ts';

type Params = Record<string, string>;

/** What the sign-up needs from the /authorize routes (authorize-routes.ts). */
export interface AuthorizeHelpers {
  authorizeParams(params: Params): Params;
  /** The language of the request's pages and mails (its settled `ui_locales`). */
  languageOf(params: Params): PageLanguage;
  showForm(
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    mode: FormMode,
    extra?: { errors?: FieldError[]; values?: Record<string, string | undefined> },
  ): Promise<FastifyReply>;
  showTooMany(
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    mode: FormMode,
    refusal: { retryAfter: number; message: string; field: string },
    values: Record<string, string | undefined>,
  ): Promise<FastifyReply>;
  /** Starts the session and answers the client with an authorization code, as a log-in does. */
  signIn(request: FastifyRequest, reply: FastifyReply, params: Params, userId: string): Promise<FastifyReply>;
}

const MINUTES = SIGNUP_CODE_TTL_SECONDS / 60;

/** The words of the code page's refusals: the same for a new and a taken email, since tries and expiry are too. */
export const codeMessages = (t: Translate) => ({
  empty: t('code.empty'),
  notDigits: t('code.notDigits'),
  wrong: (triesLeft: number) => (triesLeft > 0 ? t('code.wrong', { triesLeft }) : t('code.wrongLast')),
  usedUp: t('code.usedUp', { tries: SIGNUP_CODE_TRIES }),
  expired: t('code.expired', { minutes: MINUTES }),
  tooManySends: t('code.tooManySends', { sends: SIGNUP_CODE_SENDS }),
  resent: (email: string) => t('code.resent', { email }),
  accountExists: t('code.accountExists'),
  throttled: (seconds: number) => t('code.throttled', { seconds }),
});

/**
 * Sign-up through the provider's form (issue 19 item 12): a valid form is answered by the code page for a new and a
 * taken email alike (the same status, headers and work: the password is hashed either way). A new email is mailed a
 * code, and its account is created, signed in and sent back to the client only when the code is entered; the owner
 * of a taken email is told by mail, and no code is accepted on that page.
 */
export function signUpHandlers(ctx: IdpContext, helpers: AuthorizeHelpers) {
  const { orm, provider } = ctx;
  const secret = ctx.keys.hmacSecret;

  function showCodePage(
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    brand: IdpBrand,
    page: { pendingId: string; email: string; notice?: string; errors?: FieldError[] },
  ) {
    const csrfToken = csrfTokenFor(request, reply, ctx, 'authorize');
    const language = helpers.languageOf(params);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderSignUpCode({
          brand,
          language,
          authorizeParams: helpers.authorizeParams(params),
          csrfToken,
          minutes: MINUTES,
          ...page,
        }),
      );
  }

  /** Mails the code to a new email, or tells the owner of a taken one, in the sign-up's language. */
  async function send(
    request: FastifyRequest,
    pending: PendingSignUp,
    code: string,
    brand: IdpBrand,
    language: PageLanguage,
  ) {
    const { locale } = language;
    if (!pending.ownerId) {
      mailSignUpCode(request, ctx.mail, { email: pending.email, code, minutes: MINUTES }, brand.name, locale);
      return;
    }
    const owner = await findUserById(orm, pending.ownerId);
    if (owner) tellOwnerOfSignUp(request, ctx.mail, owner, brand.name, locale);
  }

  async function signUp(request: FastifyRequest, reply: FastifyReply, params: Params) {
    const language = helpers.languageOf(params);
    const { t } = language;
    const input = {
      email: params.email ?? '',
      password: params.password ?? '',
      givenName: params.given_name ?? '',
      familyName: params.family_name ?? '',
    };
    const values = { email: input.email, given_name: input.givenName, family_name: input.familyName };
    const invalid = invalidSignUp(input, t);
    if (invalid) {
      reply.code(400);
      return helpers.showForm(request, reply, params, 'signup', { errors: invalid.problems, values });
    }
    let passwordHash: string;
    try {
      passwordHash = await ctx.guard.hash(request, () => hashPassword(input.password));
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      const message = t('signup.busy', { seconds: 1 });
      const refusal = { retryAfter: 1, message, field: 'password' };
      return helpers.showTooMany(request, reply, params, 'signup', refusal, values);
    }
    const email = normaliseEmail(input.email);
    const owner = await findUserByEmail(orm, email);
    const account = { passwordHash, givenName: input.givenName.trim(), familyName: input.familyName.trim() };
    const started = await startPendingSignUp(
      orm,
      secret,
      owner ? { email, ownerId: owner.id } : { email, account },
    );
    const brand = await idpBrand(orm, provider, params[OFFICER_PARAM]);
    const { locale } = language;
    if (owner) tellOwnerOfSignUp(request, ctx.mail, owner, brand.name, locale);
    else
      mailSignUpCode(request, ctx.mail, { email, code: started.code, minutes: MINUTES }, brand.name, locale);
    request.log.info('idp: sign-up started; code page shown');
    return showCodePage(request, reply, params, brand, { pendingId: started.pendingId, email });
  }

  async function code(request: FastifyRequest, reply: FastifyReply, params: Params) {
    const language = helpers.languageOf(params);
    const messages = codeMessages(language.t);
    const pendingId = params[PENDING_FIELD] ?? '';
    const brand = await idpBrand(orm, provider, params[OFFICER_PARAM]);
    const pending = pendingId ? await findPendingSignUp(orm, pendingId) : undefined;
    if (!pending) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSignUpExpired(brand, language, helpers.authorizeParams(params)));
    }
    const page = (extra: { notice?: string; errors?: FieldError[] }) =>
      showCodePage(request, reply, params, brand, { pendingId, email: pending.email, ...extra });
    const refuse = (status: number, message: string) => {
      reply.code(status);
      return page({ errors: [{ field: 'code', message }] });
    };

    if (params.action === 'resend') {
      const renewal = await renewSignUpCode(orm, secret, pendingId);
      if (!renewal.ok) return refuse(400, messages.tooManySends);
      await send(request, renewal.pending, renewal.code, brand, language);
      return page({ notice: messages.resent(pending.email) });
    }

    const typed = (params.code ?? '').replace(/[\s-]/g, '');
    if (!typed) return refuse(400, messages.empty);
    if (!/^\d{6}$/.test(typed)) return refuse(400, messages.notDigits);
    const result = await ctx.guard.checkCode(
      request,
      () => checkSignUpCode(orm, secret, pendingId, typed),
      (checked) => !checked.ok && checked.reason === 'wrong',
    );
    if (!result.ok) {
      switch (result.reason) {
        case 'throttled':
          reply.header('retry-after', String(result.retryAfter));
          return refuse(429, messages.throttled(result.retryAfter));
        case 'wrong':
          return refuse(400, messages.wrong(result.triesLeft));
        case 'used-up':
          return refuse(400, messages.usedUp);
        case 'expired':
          return refuse(400, messages.expired);
        default:
          return refuse(400, messages.expired);
      }
    }
    const user = await createConfirmedUser(orm, result.pending);
    if (!user) {
      // Only the holder of the mailbox gets here (the code was right): another of their sign-ups finished first.
      reply.code(409);
      const errors = [{ field: 'email', message: messages.accountExists }];
      return helpers.showForm(request, reply, params, 'login', { errors, values: { email: pending.email } });
    }
    request.log.info({ userId: user.id }, 'idp: user signed up (email confirmed)');
    return helpers.signIn(request, reply, params, user.id);
  }

  return { signUp, code };
}
