/** One outgoing message: plain text, with the links it carries listed apart so an outbox can show them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends mail. A failure throws ProviderUnavailableError (provider-errors.ts); nothing is retried here. */
export interface MailProvider {
  readonly kind: 'outbox' | 'http';
  send(message: MailMessage): Promise<void>;
}
