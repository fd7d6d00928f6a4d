import { desc } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';

export interface OutboxMessage extends MailMessage {
  id: number;
  from: string;
  createdAt: Date;
}

export interface OutboxMailProvider extends MailProvider {
  readonly kind: 'outbox';
  /** Every kept message, newest first. */
  list(limit?: number): Promise<OutboxMessage[]>;
}

/** The embedded mail simulator: nothing leaves the machine, every message is kept in the database. */
export function createOutboxMailProvider(orm: Orm, from: string): OutboxMailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await orm.insert(mailOutbox).values({
        toAddress: message.to,
        fromAddress: from,
        subject: message.subject,
        bodyText: message.text,
        links: message.links,
      });
    },
    async list(limit = 50) {
      const rows = await orm
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        links: row.links,
        createdAt: row.createdAt,
      }));
    },
  };
}

export const isOutboxMailProvider = (provider: MailProvider): provider is OutboxMailProvider =>
  provider.kind === 'outbox' && 'list' in provider;
