/**
 * Whether a failure means the database could not be reached (stopped, restarting, the connection cut), rather
 * than a fault in the request or the code. Such a request answers 503 with Retry-After: the caller may send it
 * again shortly (with the same Idempotency-Key), as the SPA does.
 */

/** Node's socket errors when the server is not there or the connection dies. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or recovering), 53300 too_many_connections.
 */
const isServerCode = (code: string) => /^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300';

/** node-postgres's own messages for a connection that ended or never opened in time. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (DrizzleQueryError) with the original as the cause.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isServerCode(code))) return true;
    if (CLIENT_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    current = current.cause;
  }
  return false;
}
