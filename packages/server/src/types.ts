import type { Server as SocketServer } from 'socket.io';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { AccessResolvers } from './http/access';
import type { OutboxDispatcher } from './realtime/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    clock: Clock;
    io: SocketServer;
    outbox: OutboxDispatcher;
    /** Who is calling (the auth and widget modules' resolvers, for the floors under them). */
    access: AccessResolvers;
  }
  interface FastifyContextConfig {
    /**
     * Routes called from merchants' pages: `true` (widget API, checkout, portal sign-in: no session) skip the
     * same-origin check; `'bearer'` (the portal's session calls) skip it only with a bearer token from an allowed page.
     */
    crossOrigin?: boolean | 'bearer';
  }
}
