import { createHmac, timingSafeEqual } from 'node:crypto';
import { postJson } from '../http-json.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import { type EsignProvider, InvalidEsignCallbackError } from './esign-provider.ts';

/**
 * Production adapter: our gateway in front of the e-sign vendor, at ESIGN_API_URL with the bearer key
 * ESIGN_API_KEY. It answers
 * - `POST /envelopes` {reference, documentTitle, signer: {name, email}, returnUrl} → {envelopeId, signingUrl};
 * and calls back `POST /api/v2/esign/callback` with {envelopeId, status: "completed", signerName}, signed in the
 * header `x-esign-signature: sha256=<hex HMAC-SHA256 of the raw body under ESIGN_WEBHOOK_SECRET>`.
 */
export function createHttpEsignProvider(
  baseUrl: string,
  apiKey: string,
  webhookSecret: string,
  timeoutMs?: number,
): EsignProvider {
  const name = 'The e-sign service';
  const root = baseUrl.replace(/\/$/, '');
  return {
    kind: 'http',
    async startSigning(request) {
      const answer = await postJson<{ envelopeId?: unknown; signingUrl?: unknown }>(
        name,
        `${root}/envelopes`,
        apiKey,
        {
          reference: request.reference,
          documentTitle: request.documentTitle,
          signer: { name: request.signerName, email: request.signerEmail },
          returnUrl: request.returnUrl,
        },
        timeoutMs,
      );
      if (
        typeof answer.envelopeId !== 'string' ||
        !answer.envelopeId ||
        typeof answer.signingUrl !== 'string' ||
        !/^https:\/\//.test(answer.signingUrl)
      ) {
        throw new ProviderUnavailableError(name, 'answered in an unexpected shape');
      }
      return { envelopeId: answer.envelopeId, signingUrl: answer.signingUrl };
    },
    readCallback(rawBody, signatureHeader) {
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', webhookSecret).update(rawBody).digest('hex')}`,
      );
      const given = Buffer.from(signatureHeader ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidEsignCallbackError();
      let body: { envelopeId?: unknown; status?: unknown; signerName?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      if (body.status !== 'completed' || typeof body.envelopeId !== 'string') return null;
      return {
        envelopeId: body.envelopeId,
        signerName: typeof body.signerName === 'string' ? body.signerName : '',
      };
    },
  };
}
