/**
 * Capability tokens travel in URLs (invitation links, disclosure and e-sign links, the verification simulator's
 * link token, signed upload URLs, OAuth codes): the request log writes them with every line, so they are replaced
 * by a marker before anything is written (issue 19, item 4).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters whose value grants access by itself (compared lower-case). */
const SECRET_PARAMETERS = [
  'invite',
  'token',
  'sig',
  'code',
  'verificationsession',
  'id_token_hint',
  'access_token',
  'auth_token',
  'refresh_token',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
];
/** Paths whose next segment is the capability: /disclosures/<token>, /esign/<item>.<expiry>.<mac>. */
const SECRET_PATH_PREFIXES = ['disclosures', 'esign', 'esign-sim'];

const secretParameter = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)[^&#\\s]*`, 'gi');
const secretSegment = new RegExp(`(/(?:${SECRET_PATH_PREFIXES.join('|')})/)[^/?#\\s]+`, 'g');

/** The text with every capability in a URL it holds replaced by the marker. */
export function redactCapabilities(text: string): string {
  return text.replace(secretParameter, `$1${REDACTED}`).replace(secretSegment, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the URL redacted. */
const redactedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactCapabilities(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type LoggerOptions = FastifyServerOptions['logger'];

/** The logger options with the redacting request serializer, and redacted message strings (Fastify's "Route … not found"). */
export function withRedactedCapabilities(logger: LoggerOptions): LoggerOptions {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: redactedRequest },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactCapabilities(arg) : arg)),
        );
      },
    },
  } as LoggerOptions;
}
