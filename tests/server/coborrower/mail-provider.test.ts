import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { createHttpMailProvider } from '../../../src/server/providers/mail/http-mail-provider.ts';
import { ProviderUnavailableError } from '../../../src/server/providers/provider-errors.ts';

describe('mail configuration', () => {
  it('defaults to the outbox with a no-reply sender', () => {
    expect(loadConfig({}).mail).toEqual({ kind: 'outbox', from: 'no-reply@lending.local' });
  });

  it('reads the HTTP email API', () => {
    expect(
      loadConfig({
        MAIL_PROVIDER: 'http',
        MAIL_API_URL: 'https://mail.example.com/v1/send',
        MAIL_API_KEY: 'k',
        MAIL_FROM: 'loans@example.com',
      }).mail,
    ).toEqual({
      kind: 'http',
      url: 'https://mail.example.com/v1/send',
      apiKey: 'k',
      from: 'loans@example.com',
    });
  });

  it.each([
    [{ MAIL_PROVIDER: 'smtp' }, 'MAIL_PROVIDER'],
    [{ MAIL_PROVIDER: 'http', MAIL_API_URL: 'https://mail.example.com' }, 'MAIL_API_KEY'],
    [{ MAIL_PROVIDER: 'http', MAIL_API_KEY: 'k', MAIL_API_URL: 'mail.example.com' }, 'MAIL_API_URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

describe('the HTTP mail adapter', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 202;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts from, to, subject and text with the bearer key', async () => {
    await createHttpMailProvider(url, 'secret', 'loans@example.com').send({
      to: 'jordan@example.com',
      subject: 'Invitation',
      text: 'Hello',
      links: ['https://x.example/'],
    });
    expect(received.at(-1)?.body).toEqual({
      from: 'loans@example.com',
      to: 'jordan@example.com',
      subject: 'Invitation',
      text: 'Hello',
    });
    expect(received.at(-1)?.headers.authorization).toBe('Bearer secret');
  });

  it('turns a refusal into ProviderUnavailableError', async () => {
    status = 503;
    await expect(
      createHttpMailProvider(url, 'secret', 'loans@example.com').send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
        links: [],
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
