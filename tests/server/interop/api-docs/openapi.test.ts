import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CONTENT_SECURITY_POLICY } from '../../../../src/server/interop/api-docs/api-docs.ts';
import { type InventoriedRoute, inventoriedTestApp } from '../../../support/route-inventory.ts';
import type { TestApp } from '../../../support/test-app.ts';
import { ROUTE_ACCESS } from '../../security/route-access-table.ts';

type Operation = { security?: unknown[]; responses: Record<string, unknown> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI reference', () => {
  let t: TestApp;
  let routes: InventoriedRoute[];
  let doc: Document;

  beforeAll(async () => {
    ({ t, routes } = await inventoriedTestApp('pglite'));
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => t?.close());

  const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/') && !isDocsRoute(route.url));

  it('has a schema on every /api route (the offenders are listed)', () => {
    const offenders = apiRoutes()
      .filter((route) => !route.schema || Object.keys(route.schema).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(offenders).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api route and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
  });

  it('gives each operation the security the route enforces: none only where the route-access table says public', () => {
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const access = ROUTE_ACCESS[`${route.method} ${route.url}`];
      expect(operation, route.url).toBeDefined();
      expect(access, route.url).toBeDefined();
      const isPublic = operation?.security?.length === 0;
      expect(isPublic, `${route.method} ${route.url}`).toBe(access?.kind === 'public');
      if (access?.kind === 'admin') expect(operation?.security).toEqual([{ bearerAuth: ['admin'] }]);
      if (!isPublic) expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it('shares one error shape, with an example, across the error answers', () => {
    expect(doc.components.schemas).toMatchObject({
      Error: { required: ['statusCode', 'error', 'message'], properties: { field: {}, code: {} } },
    });
    const lar = doc.paths['/api/v2/admin/hmda-lar']?.get;
    expect(lar?.responses['400']).toMatchObject({
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          example: { field: 'query.to' },
        },
      },
    });
  });

  it('serves the reference page under its own Content-Security-Policy, not the SPA’s', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(page.body).toContain('swagger-ui-bundle.js');
  });
});
