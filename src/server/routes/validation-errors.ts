import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import { type RefusalDetail, schemaRefusal } from '../i18n/validation-messages.ts';

/** What a request part is called in a message: `query.filename`, `body.amount`, `params.appId`. */
const PART_NAMES: Record<string, string> = { querystring: 'query' };

/** A route schema's refusal, naming the field it is about (DESIGN.md 8). */
export class SchemaValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** What was refused, for the message in another language than English (the API takes Accept-Language). */
    readonly detail?: RefusalDetail,
  ) {
    super(message);
  }
}

function fieldOf(part: string, instancePath: string, property?: unknown): string {
  const steps = instancePath.split('/').filter(Boolean);
  if (typeof property === 'string') steps.push(property);
  return [
    PART_NAMES[part] ?? part,
    ...steps.map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~')),
  ].join('.');
}

/** Ajv lists each oneOf branch's refusal before the oneOf's own: which branch was meant is not knowable here. */
function chosenError(errors: FastifySchemaValidationError[]): FastifySchemaValidationError {
  const last = errors[errors.length - 1] as FastifySchemaValidationError;
  return last.keyword === 'oneOf' || last.keyword === 'anyOf'
    ? last
    : (errors[0] as FastifySchemaValidationError);
}

function messageOf(error: FastifySchemaValidationError, part: string): SchemaValidationError {
  const params = error.params as Record<string, unknown>;
  const refused = englishRefusal(error, part, params);
  return new SchemaValidationError(refused.field, refused.message, { keyword: error.keyword, params });
}

function englishRefusal(
  error: FastifySchemaValidationError,
  part: string,
  params: Record<string, unknown>,
): SchemaValidationError {
  switch (error.keyword) {
    case 'required': {
      const field = fieldOf(part, error.instancePath, params.missingProperty);
      return new SchemaValidationError(field, `${field} is required`);
    }
    case 'additionalProperties': {
      const field = fieldOf(part, error.instancePath, params.additionalProperty);
      return new SchemaValidationError(field, `${field} is not allowed`);
    }
    case 'enum': {
      const field = fieldOf(part, error.instancePath);
      const allowed = (params.allowedValues as unknown[]).map((value) => String(value)).join(', ');
      return new SchemaValidationError(field, `${field} must be one of ${allowed}`);
    }
    case 'const': {
      const field = fieldOf(part, error.instancePath);
      return new SchemaValidationError(field, `${field} must be ${JSON.stringify(params.allowedValue)}`);
    }
    case 'oneOf':
    case 'anyOf': {
      const field = fieldOf(part, error.instancePath);
      return new SchemaValidationError(field, `${field} does not match any of its accepted forms`);
    }
    default: {
      const field = fieldOf(part, error.instancePath);
      return new SchemaValidationError(field, `${field} ${error.message ?? 'is not valid'}`);
    }
  }
}

/** Fastify's schemaErrorFormatter: one message, naming the first field refused. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], part: string): Error {
  if (errors.length === 0) return new SchemaValidationError(PART_NAMES[part] ?? part, `${part} is not valid`);
  return messageOf(chosenError(errors), part);
}

/** What a caller reads when the database cannot be reached, or a request failed unexpectedly (the `security` catalogue). */
const serverText = (locale: Locale, key: 'server.unavailable' | 'server.failed') =>
  serverMessages(locale, 'security')(key);

export const DATABASE_UNAVAILABLE_MESSAGE = serverText(SOURCE_LOCALE, 'server.unavailable');

export const INTERNAL_ERROR_MESSAGE = serverText(SOURCE_LOCALE, 'server.failed');

/**
 * Schema refusals answer 400 with the field beside the message, as the routes' own checks do (invalidField).
 * A database that cannot be reached answers 503 with Retry-After (the SPA sends the request again with the same
 * Idempotency-Key). An unexpected failure is logged whole and answered with a plain 500: its message (a failed
 * SQL statement, say) is for the log, not the caller. Every other error (a 4xx Fastify raised) goes on to Fastify's handler.
 */
export function registerValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SchemaValidationError) {
      // In the caller's language (Accept-Language); English, the default, keeps the words above.
      const locale = acceptedLocale(request);
      const message =
        locale === SOURCE_LOCALE || !error.detail
          ? error.message
          : schemaRefusal(locale, error.field, error.detail);
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', field: error.field, message });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is stopped or restarting: the caller may send the same request again in a moment.
      request.log.error({ err: error }, 'request failed: the database is not reachable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: serverText(acceptedLocale(request), 'server.unavailable'),
        });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status ?? 500).send({
        statusCode: status ?? 500,
        error: 'Internal Server Error',
        message: serverText(acceptedLocale(request), 'server.failed'),
      });
    }
    throw error;
  });
}
