import formBody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database.ts';
import { esignEnvelopes } from '../db/schema.ts';
import { SIGNED, updateLoanItem } from '../loans/loan-repository.ts';
import { itemDescription } from '../loans/loan-texts.ts';
import {
  type EsignProvider,
  InvalidEsignCallbackError,
  sameSigner,
} from '../providers/esign/esign-provider.ts';
import { ProviderUnavailableError } from '../providers/provider-errors.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { applicationOrRequestLocale, formatDay, requestLocale } from '../routes/page-locale.ts';
import { findSignableItem, type SignableItem } from './signable-item.ts';
import { signingLinksFor } from './signing-links.ts';
import { esignPage, type SigningLanguage, signingForm, signingLanguage } from './signing-page.ts';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 60 } },
} as const;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** Marks the item signed, with its event (the audit trail and the portal's live update). */
async function markSigned(orm: Orm, signable: SignableItem, signerName: string, via: string): Promise<void> {
  await updateLoanItem(
    orm,
    signable.loan.id,
    signable.item.id,
    { status: SIGNED, submittedOn: new Date().toISOString().slice(0, 10) },
    `borrower:${signable.loan.ownerSub}`,
    { kind: 'item-signed', detail: { signerName, via } },
  );
}

/** The language of a link that names no item: the browser's (the `lang` cookie, else Accept-Language). */
const browserLanguage = (request: FastifyRequest) => signingLanguage(requestLocale(request));

/** The language of an item's pages: its application's when known (page-locale.ts), else the browser's. */
const itemLanguage = async (orm: Orm, request: FastifyRequest, signable: SignableItem) =>
  signingLanguage(await applicationOrRequestLocale(orm, signable.loan.applicationId, request));

const notValid = (reply: FastifyReply, language: SigningLanguage) =>
  esignPage(
    reply,
    language,
    404,
    language.t('esign.notValid.title'),
    `<p>${escapeHtml(language.t('esign.notValid'))}</p>`,
  );

const expired = (reply: FastifyReply, language: SigningLanguage) =>
  esignPage(
    reply,
    language,
    410,
    language.t('esign.expired.title'),
    `<p>${escapeHtml(language.t('esign.expired'))}</p>`,
  );

const alreadySigned = (reply: FastifyReply, language: SigningLanguage, signable: SignableItem) => {
  const { t, locale } = language;
  const { submittedOn } = signable.item;
  const text = t(submittedOn ? 'esign.alreadySigned' : 'esign.alreadySignedEarlier', {
    document: itemDescription(locale, signable.item.code, signable.item.description),
    date: submittedOn ? formatDay(locale, submittedOn) : '',
  });
  return esignPage(reply, language, 200, t('esign.alreadySigned.title'), `<p>${escapeHtml(text)}</p>`);
};

/**
 * The link in a sign item (`/esign/{itemId}.{mac}`, opened in a new tab without a bearer token: the MAC is the
 * capability) sends the borrower to the e-sign vendor's page; the simulator's page is /esign-sim/{token}, a
 * real vendor calls back to POST /api/v2/esign/callback.
 */
export async function registerEsignRoutes(
  app: FastifyInstance,
  orm: Orm,
  esign: EsignProvider,
): Promise<void> {
  /** The item a link names; 'expired' once the link's life is over (the item is not looked at). */
  const signableOf = async (token: string): Promise<SignableItem | 'expired' | undefined> => {
    const link = signingLinksFor(orm).itemOf(token);
    if (!link) return undefined;
    return link.expired ? 'expired' : findSignableItem(orm, link.itemId);
  };

  app.get('/esign/:token', { schema: { params: tokenParams } }, async (request: TokenRequest, reply) => {
    const signable = await signableOf(request.params.token);
    if (signable === 'expired') return expired(reply, browserLanguage(request));
    if (!signable) return notValid(reply, browserLanguage(request));
    const language = await itemLanguage(orm, request, signable);
    if (signable.item.status === SIGNED) return alreadySigned(reply, language, signable);
    const [existing] = await orm
      .select()
      .from(esignEnvelopes)
      .where(eq(esignEnvelopes.itemId, signable.item.id));
    if (existing) return reply.code(303).header('location', existing.signingUrl).send();
    try {
      const session = await esign.startSigning({
        reference: request.params.token,
        documentTitle: itemDescription(language.locale, signable.item.code, signable.item.description),
        signerName: signable.signerNames[0] ?? '',
        signerEmail: signable.signerEmail,
        returnUrl: signingLinksFor(orm).urlFor(signable.item.id),
      });
      if (esign.kind !== 'simulator') {
        await orm
          .insert(esignEnvelopes)
          .values({ itemId: signable.item.id, provider: esign.kind, ...session })
          .onConflictDoNothing();
      }
      return reply.code(303).header('location', session.signingUrl).send();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.warn({ err: error }, 'esign: could not start signing');
      return esignPage(
        reply,
        language,
        503,
        language.t('esign.unavailable.title'),
        `<p>${escapeHtml(language.t('esign.unavailable'))}</p>`,
      );
    }
  });

  if (esign.kind === 'simulator') {
    await app.register(async (pages) => {
      await pages.register(formBody, { bodyLimit: 4096 });
      const form = (
        reply: FastifyReply,
        language: SigningLanguage,
        token: string,
        signable: SignableItem,
        typed: string,
        error: string | null,
      ) =>
        esignPage(
          reply,
          language,
          error ? 400 : 200,
          language.t('esign.title'),
          signingForm(language, {
            action: `/esign-sim/${token}`,
            documentTitle: itemDescription(language.locale, signable.item.code, signable.item.description),
            loanNumber: signable.loan.loanNumber,
            propertyStreet: signable.propertyStreet,
            typed,
            error,
          }),
        );

      pages.get(
        '/esign-sim/:token',
        { schema: { params: tokenParams } },
        async (request: TokenRequest, reply) => {
          const signable = await signableOf(request.params.token);
          if (signable === 'expired') return expired(reply, browserLanguage(request));
          if (!signable) return notValid(reply, browserLanguage(request));
          const language = await itemLanguage(orm, request, signable);
          if (signable.item.status === SIGNED) return alreadySigned(reply, language, signable);
          return form(reply, language, request.params.token, signable, '', null);
        },
      );

      pages.post(
        '/esign-sim/:token',
        { schema: { params: tokenParams } },
        async (request: TokenRequest, reply) => {
          const signable = await signableOf(request.params.token);
          if (signable === 'expired') return expired(reply, browserLanguage(request));
          if (!signable) return notValid(reply, browserLanguage(request));
          const language = await itemLanguage(orm, request, signable);
          const { t } = language;
          if (signable.item.status === SIGNED) return alreadySigned(reply, language, signable);
          const typed = String((request.body as Record<string, unknown> | undefined)?.signerName ?? '').slice(
            0,
            200,
          );
          const { token } = request.params;
          if (!typed.trim()) return form(reply, language, token, signable, typed, t('esign.nameMissing'));
          if (!signable.signerNames.some((name) => sameSigner(typed, name))) {
            return form(reply, language, token, signable, typed, t('esign.nameWrong'));
          }
          await markSigned(orm, signable, typed.trim(), 'simulator');
          return esignPage(
            reply,
            language,
            200,
            t('esign.signed.title'),
            `<p>${escapeHtml(t('esign.signed'))}</p>`,
          );
        },
      );
    });
    return;
  }

  await app.register(async (callbacks) => {
    // The signature is over the exact bytes sent, so the body is kept raw.
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 65_536 },
      (_request, body, done) => done(null, body),
    );
    callbacks.post('/api/v2/esign/callback', async (request, reply) => {
      const header = request.headers['x-esign-signature'];
      let completed: ReturnType<EsignProvider['readCallback']>;
      try {
        completed = esign.readCallback(
          request.body as Buffer,
          typeof header === 'string' ? header : undefined,
        );
      } catch (error) {
        if (!(error instanceof InvalidEsignCallbackError)) throw error;
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: error.message });
      }
      if (!completed) return reply.code(204).send();
      const [envelope] = await orm
        .select()
        .from(esignEnvelopes)
        .where(eq(esignEnvelopes.envelopeId, completed.envelopeId));
      const signable = envelope && (await findSignableItem(orm, envelope.itemId));
      if (!envelope || !signable)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such envelope' });
      if (signable.item.status !== SIGNED) {
        await markSigned(orm, signable, completed.signerName, esign.kind);
        await orm
          .update(esignEnvelopes)
          .set({ signedAt: new Date() })
          .where(eq(esignEnvelopes.itemId, envelope.itemId));
      }
      return reply.code(204).send();
    });
  });
}
