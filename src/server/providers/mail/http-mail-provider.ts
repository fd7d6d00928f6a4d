import { postJson } from '../http-json.ts';
import type { MailProvider } from './mail-provider.ts';

/**
 * The production adapter: a JSON POST to a transactional email API (MAIL_API_URL, bearer MAIL_API_KEY) with
 * from, to, subject and text. Any non-2xx answer or network failure is ProviderUnavailableError.
 */
export function createHttpMailProvider(url: string, apiKey: string, from: string): MailProvider {
  return {
    kind: 'http',
    async send(message) {
      await postJson<unknown>('mail', url, apiKey, {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
