import { postJson } from '../http-json.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import {
  type LinkToken,
  UnknownVerificationSessionError,
  VERIFICATION_PRODUCTS,
  type VerificationProvider,
  type VerificationResult,
} from './verification-provider.ts';

/**
 * Production adapter: our integration gateway in front of the identity-verification service, at
 * VERIFICATION_API_URL with the bearer key VERIFICATION_API_KEY. It answers
 * - `POST /users` {clientUserId, firstName, lastName, email} → {userId};
 * - `POST /link-tokens` {userId, product, redirectUri} → {linkToken, hostedUrl, expiresAt};
 * - `POST /sessions/get` {sessionId} → VerificationResult, or {error: 'unknown_session'}.
 */
export function createHttpVerificationProvider(
  baseUrl: string,
  apiKey: string,
  timeoutMs?: number,
): VerificationProvider {
  const name = 'The verification service';
  const root = baseUrl.replace(/\/$/, '');
  const post = <T>(path: string, body: unknown) =>
    postJson<T>(name, `${root}${path}`, apiKey, body, timeoutMs);
  const malformed = () => new ProviderUnavailableError(name, 'answered in an unexpected shape');
  return {
    name: 'verification-http',

    async createUser(applicant) {
      const answer = await post<{ userId?: unknown }>('/users', {
        clientUserId: applicant.appId,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
      });
      if (typeof answer.userId !== 'string' || !answer.userId) throw malformed();
      return { userId: answer.userId };
    },

    async createLinkToken({ userId, product, returnUrl }) {
      const answer = await post<Partial<LinkToken>>('/link-tokens', {
        userId,
        product,
        redirectUri: returnUrl,
      });
      if (
        typeof answer.linkToken !== 'string' ||
        typeof answer.hostedUrl !== 'string' ||
        !/^https:\/\//.test(answer.hostedUrl) ||
        typeof answer.expiresAt !== 'string'
      ) {
        throw malformed();
      }
      return { linkToken: answer.linkToken, hostedUrl: answer.hostedUrl, expiresAt: answer.expiresAt };
    },

    async sessionResult(sessionId) {
      const answer = await post<VerificationResult | { error: string }>('/sessions/get', { sessionId });
      if ('error' in answer && answer.error === 'unknown_session')
        throw new UnknownVerificationSessionError(sessionId);
      const result = answer as VerificationResult;
      if (
        !VERIFICATION_PRODUCTS.includes(result.product) ||
        typeof result.userId !== 'string' ||
        !['passed', 'failed', 'retry'].includes(result.status) ||
        (result.product === 'income_verification' && !Array.isArray(result.employers))
      ) {
        throw malformed();
      }
      return { ...result, sessionId };
    },
  };
}
