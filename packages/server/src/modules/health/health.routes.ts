import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_VERSION } from '../../version';

/** Liveness and database reachability for load balancers; outside the contract table (no client calls it). */
export function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await app.database.db.execute(sql`select 1`);
    } catch (err) {
      app.log.warn({ err }, 'health check: database unavailable');
      database = 'unavailable';
    }
    const status = database === 'ok' ? 'ok' : 'degraded';
    return reply.code(database === 'ok' ? 200 : 503).send({ status, database, version: SERVER_VERSION });
  });
}
