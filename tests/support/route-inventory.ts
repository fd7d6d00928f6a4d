import type { FastifySchema, RouteOptions } from 'fastify';
import { type Backend, createTestApp, type TestApp } from './test-app.ts';

/** One method of one route as the app registered it, with the schema Fastify validates it by. */
export interface InventoriedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * A test app and every route it registered, collected by an onRoute hook, so a suite that walks the routes
 * fails when a new one appears without a case. HEAD is left out: Fastify adds it beside each GET.
 */
export async function inventoriedTestApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
): Promise<{ t: TestApp; routes: InventoriedRoute[] }> {
  const routes: InventoriedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  };
  const t = await createTestApp(backend, env, undefined, { onRoute });
  return { t, routes };
}
