/**
 * The API reference (issue 21, README "API reference"): an OpenAPI 3.1 document that @fastify/swagger builds from
 * the routes' own Fastify schemas, served at /api/docs/openapi.json, and Swagger UI at /api/docs. Registered before
 * the routes (it learns them as they are added). Only /api routes are documented; each gets its security (the
 * identity provider's bearer JWT, the admin permission, or none for the public ones) and the common error answers.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';

/** The /api routes anyone may call (tests/server/security/route-access-table.ts says why each is safe). */
const PUBLIC_ROUTES = [
  /^\/api\/v2\/branding\//,
  /^\/api\/v2\/application\/:nmlsId\/channel$/,
  /^\/api\/v2\/uploads\//,
  /^\/api\/docs(\/|$)/,
];
/** The event stream (EventSource cannot send headers) takes its token in the query. */
const QUERY_TOKEN_ROUTES = ['/api/v2/events'];

/**
 * The docs page's own policy: Swagger UI's scripts and styles are files of this origin; it fetches only the
 * document and, with "Try it out", this API. Stricter than the SPA's (no nonce, no frames, no forms).
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI's bundle adds one fixed <style> element; its hash, not 'unsafe-inline'.
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI's badges, links and Authorize button are light on light (axe: color-contrast); these pass 4.5:1. */
const ACCESSIBLE_METHODS_CSS = [
  ['get', '#1d5fa5'],
  ['post', '#2e7d32'],
  ['put', '#8a4b00'],
  ['patch', '#00695c'],
  ['delete', '#b71c1c'],
  ['head', '#6a1b9a'],
  ['options', '#37474f'],
]
  .map(
    ([method, colour]) =>
      `.swagger-ui .opblock.opblock-${method} .opblock-summary-method { background: ${colour}; }`,
  )
  .concat([
    '.swagger-ui .info .title small { background: #3b4151; }',
    '.swagger-ui .info .title small.version-stamp { background: #2e7d32; }',
    '.swagger-ui .info .url, .swagger-ui .info a { color: #1d5fa5; }',
    '.swagger-ui .btn.authorize { color: #2e7d32; border-color: #2e7d32; }',
    '.swagger-ui .btn.authorize svg { fill: #2e7d32; }',
  ])
  .join('\n');

const ERROR_EXAMPLE = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'query.to (2026-01-01) must be on or after query.from (2026-02-01)',
  field: 'query.to',
};

/** Every refusal's shape (src/server/routes/validation-errors.ts, invalidField). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'The HTTP status, repeated.' },
    error: { type: 'string', description: 'The status text, e.g. Bad Request.' },
    message: { type: 'string', description: 'What was wrong, in words a developer can act on.' },
    code: {
      type: 'string',
      description: 'A stable reason code, where the route has several (e.g. stale-version).',
    },
    field: {
      type: 'string',
      description: 'The request field refused (body.amount, query.from, params.appId).',
    },
  },
  examples: [ERROR_EXAMPLE],
} as const;

const errorResponse = (description: string, example: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
});

const ERROR_RESPONSES = {
  400: errorResponse('A request field is missing or not valid; `field` names it.', ERROR_EXAMPLE),
  401: errorResponse('No bearer token, or one that is expired, revoked or not ours.', {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Sign in to continue',
  }),
  403: errorResponse('Signed in, without the admin permission.', {
    statusCode: 403,
    error: 'Forbidden',
    message: 'This call needs the admin permission',
  }),
  404: errorResponse('Nothing of the caller’s at this path (another borrower’s resource is a 404 too).', {
    statusCode: 404,
    error: 'Not Found',
    message: 'No loan 42',
  }),
};

type Security = Record<string, string[]>[];

export function securityOf(url: string): Security {
  if (PUBLIC_ROUTES.some((pattern) => pattern.test(url))) return [];
  if (QUERY_TOKEN_ROUTES.includes(url)) return [{ queryToken: [] }];
  if (url.startsWith('/api/v2/admin/') || url.startsWith('/api/studio/')) return [{ bearerAuth: ['admin'] }];
  return [{ bearerAuth: [] }];
}

/** The first path segment after the version, as the UI's group: application, admin, pricing, portal … */
const tagOf = (url: string) => url.replace(/^\/api\/(v\d+\/)?/, '').split('/')[0] || 'api';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'White-label lending API',
        version: '2',
        description:
          'The borrower, co-borrower, portal and admin API. Generated from the routes’ own schemas. Bearer tokens are the identity provider’s access tokens (JWT, RS256); admin routes need the `admin` permission in the token.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'An access token from the identity provider (the embedded provider’s /idp/oauth/token, or Auth0). Admin routes need the `admin` permission.',
          },
          queryToken: {
            type: 'apiKey',
            in: 'query',
            name: 'auth_token',
            description:
              'The same access token, in the query: only the event stream, which EventSource opens.',
          },
        },
        schemas: { Error: ERROR_SCHEMA as unknown as Record<string, unknown> },
      },
    },
    transform: ({ schema, url }) => {
      const own = (schema ?? {}) as Record<string, unknown>;
      if (!url.startsWith('/api/') || own.hide) return { schema: { ...own, hide: true }, url };
      const security = securityOf(url);
      const responses: Record<string, unknown> = {
        ...((own.response as object) ?? { 200: { description: 'Success' } }),
      };
      const add = (status: 400 | 401 | 403 | 404) => {
        if (!(status in responses)) responses[status] = ERROR_RESPONSES[status];
      };
      if (own.body || own.querystring || own.params) add(400);
      if (security.length) add(401);
      if (security.some((entry) => entry.bearerAuth?.includes('admin'))) add(403);
      if (own.params) add(404);
      return {
        schema: { tags: [tagOf(url)], ...own, security, response: responses } as typeof schema,
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    // No deep links: Swagger UI puts each one inside the operation's toggle button (axe: nested-interactive).
    uiConfig: { deepLinking: false, docExpansion: 'list', defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
    theme: {
      title: 'White-label lending API reference',
      css: [{ filename: 'accessible-methods.css', content: ACCESSIBLE_METHODS_CSS }],
    },
  });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
