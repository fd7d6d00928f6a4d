import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHostedPage } from '../../routes/hosted-page.ts';
import type { OutboxMailProvider } from './outbox-mail-provider.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
header{background:#1f3a5f;color:#fff;padding:.75rem 1rem;font-weight:600}
main{max-width:48rem;margin:0 auto;padding:1rem}
article{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0 0 .75rem}
a{color:#0b4f9c;overflow-wrap:anywhere}`;

/** Loopback addresses: the machine the server runs on (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

/**
 * GET /dev/outbox: the outbox simulator's messages, newest first, each with its links (embedded mode only,
 * MAIL_PROVIDER=outbox). A tester opens a co-borrower invitation from here instead of a mailbox. The links carry
 * working invitation tokens, so the page answers only a browser on this machine: from anywhere else it does not
 * exist (404), even behind a trusted proxy (request.ip is then the client's address).
 */
export function registerOutboxPage(app: FastifyInstance, outbox: OutboxMailProvider): void {
  app.get('/dev/outbox', async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) {
      request.log.warn({ ip: request.ip }, 'outbox page refused: not a request from this machine');
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const messages = await outbox.list();
    const items =
      messages.length === 0
        ? '<p>No messages have been sent yet.</p>'
        : messages
            .map(
              (message) => `<article aria-labelledby="message-${message.id}">
<h2 id="message-${message.id}">${escapeHtml(message.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Sent</dt><dd><time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toUTCString())}</time></dd></dl>
<pre>${escapeHtml(message.text)}</pre>
${
  message.links.length === 0
    ? ''
    : `<ul aria-label="Links in this message">${message.links
        .map(
          (link, index) =>
            `<li><a href="${escapeHtml(link)}">${escapeHtml(message.links.length > 1 ? `Open link ${index + 1} of “${message.subject}”` : `Open the link in “${message.subject}”`)}</a></li>`,
        )
        .join('')}</ul>`
}
</article>`,
            )
            .join('\n');
    return sendHostedPage(reply, {
      title: 'Outbox',
      service: 'Mail simulator',
      style: STYLE,
      body: `<p>Mail the application has sent, newest first. Nothing here left this machine.</p>
${items}`,
    });
  });
}
