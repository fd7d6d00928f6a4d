import type { MailConfig } from '../../config.ts';
import type { Orm } from '../../db/database.ts';
import { createHttpMailProvider } from './http-mail-provider.ts';
import type { MailProvider } from './mail-provider.ts';
import { createOutboxMailProvider } from './outbox-mail-provider.ts';

export function createMailProvider(config: MailConfig, orm: Orm): MailProvider {
  return config.kind === 'http'
    ? createHttpMailProvider(config.url, config.apiKey, config.from)
    : createOutboxMailProvider(orm, config.from);
}
