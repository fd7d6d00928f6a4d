/**
 * The dev outbox (GET /dev/outbox, the mail simulator's page) read as messages, whatever the language of the mail
 * or of the page: each article's subject (its heading), first address (To), and text.
 */

export interface OutboxMessage {
  subject: string;
  to: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Every message in the outbox of the server at `baseUrl`, newest first. */
export async function outboxMessages(baseUrl: string): Promise<OutboxMessage[]> {
  const html = await (await fetch(new URL('/dev/outbox', baseUrl))).text();
  return html
    .split('<article')
    .slice(1)
    .map((article) => ({
      subject: unescapeHtml(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? ''),
      to: unescapeHtml(/<dd>([\s\S]*?)<\/dd>/.exec(article)?.[1] ?? ''),
      text: unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? ''),
    }));
}

/** The messages to `email`, newest first. */
export async function messagesTo(baseUrl: string, email: string): Promise<OutboxMessage[]> {
  return (await outboxMessages(baseUrl)).filter((message) => message.to === email);
}

/** The 6-digit code of the newest message to `email` that has one (the sign-up code, in any language). */
export async function newestCodeFor(baseUrl: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of await messagesTo(baseUrl, email)) {
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(message.text)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No message with a 6-digit code to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
