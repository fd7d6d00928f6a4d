import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await db.withSession((run) => run('SELECT 1'));
      return { status: 'ready', database: db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'readyz: database ping failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', database: db.kind, message: 'Database is not reachable' });
    }
  });
}
