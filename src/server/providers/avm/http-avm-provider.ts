import { postJson } from '../http-json.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import type { AvmProvider } from './avm-provider.ts';

/** Production adapter: `POST {AVM_API_URL}/valuations` answering { valueCents, confidence, reference }. */
export function createHttpAvmProvider(baseUrl: string, apiKey: string, timeoutMs?: number): AvmProvider {
  const name = 'The valuation service';
  return {
    name: 'avm-http',
    async valuate(address) {
      const answer = await postJson<{ valueCents: number | null; confidence: number; reference: string }>(
        name,
        `${baseUrl.replace(/\/$/, '')}/valuations`,
        apiKey,
        address,
        timeoutMs,
      );
      const valid =
        (answer.valueCents === null || Number.isInteger(answer.valueCents)) &&
        typeof answer.confidence === 'number';
      if (!valid) throw new ProviderUnavailableError(name, 'answered in an unexpected shape');
      return {
        valueCents: answer.valueCents,
        confidence: answer.confidence,
        reference: String(answer.reference),
      };
    },
  };
}
