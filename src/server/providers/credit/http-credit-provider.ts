import { postJson } from '../http-json.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import type { CreditProvider, CreditReport, Tradeline } from './credit-provider.ts';

interface GatewayAnswer {
  status: 'ok' | 'thin' | 'frozen';
  score: number | null;
  reference: string;
  tradelines: Tradeline[];
  /** The score's key factors, most important first. */
  keyFactors?: unknown;
}

const textsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/**
 * Production adapter: a bureau gateway (our integration service in front of the bureau's API) that
 * answers `POST {CREDIT_API_URL}/soft-pulls` with the GatewayAnswer shape above.
 */
export function createHttpCreditProvider(
  baseUrl: string,
  apiKey: string,
  timeoutMs?: number,
): CreditProvider {
  const name = 'The credit bureau';
  return {
    name: 'credit-http',
    async softPull(subject) {
      const answer = await postJson<GatewayAnswer>(
        name,
        `${baseUrl.replace(/\/$/, '')}/soft-pulls`,
        apiKey,
        subject,
        timeoutMs,
      );
      if (!['ok', 'thin', 'frozen'].includes(answer.status) || !Array.isArray(answer.tradelines)) {
        throw new ProviderUnavailableError(name, 'answered in an unexpected shape');
      }
      const base = { provider: 'credit-http', reference: String(answer.reference) };
      if (answer.status === 'frozen') return { ...base, status: 'frozen', score: null, tradelines: [] };
      if (answer.status === 'thin' || answer.score === null)
        return { ...base, status: 'thin', score: null, tradelines: answer.tradelines };
      return {
        ...base,
        status: 'ok',
        score: answer.score,
        tradelines: answer.tradelines,
        keyFactors: textsOf(answer.keyFactors),
      } satisfies CreditReport;
    },
  };
}
