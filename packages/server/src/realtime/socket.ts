import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { organizationRoom } from '@cobro/contracts';
import { allowedOrigins, isCrossSite } from '../http/csrf';
import type { SessionContext } from '../http/access';
import { attachAdapter } from './adapter';
import { disconnectAtExpiry, sessionRoom } from './session-sockets';

export const SOCKET_PATH = '/socket.io';

function requestOrigin(req: IncomingMessage) {
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return { protocol, host: req.headers.host ?? '' };
}

/** The sessions a socket lives by (modules/auth's, passed in by app.ts: realtime imports no module). */
export interface SocketSessions {
  /** The session of the handshake's cookies, or null. */
  find(cookies: Record<string, string | undefined>): Promise<SessionContext | null>;
  /** Whether the session of this hash still exists and has not expired. */
  alive(idHash: string): Promise<boolean>;
}

/**
 * socket.io on the API's own HTTP server. A socket is accepted only from this origin (or PUBLIC_URL) with a
 * valid session cookie, and joins only its own organization's room: there is no client-side "join". It lives no
 * longer than its session: it joins the session's room too, which logout disconnects (session-sockets.ts), and
 * is disconnected when the session expires.
 */
export async function createRealtime(app: FastifyInstance, sessions: SocketSessions): Promise<{ io: Server; close(): Promise<void> }> {
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  // Redis, PostgreSQL or in memory, so an event or a disconnect reaches the sockets of every process (adapter.ts).
  const adapter = await attachAdapter(app, io);

  io.use(async (socket, next) => {
    const req = socket.request;
    if (isCrossSite(req.headers, allowedOrigins(requestOrigin(req), app.config.publicUrl))) {
      return next(new Error('origin not allowed'));
    }
    const cookies = app.parseCookie(req.headers.cookie ?? '');
    try {
      const session = await sessions.find(cookies);
      if (!session) return next(new Error('unauthorized'));
      socket.data.organizationId = session.organization.id;
      socket.data.sessionIdHash = session.idHash;
      socket.data.sessionExpiresAt = session.expiresAt;
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('server error'));
    }
  });

  io.on('connection', (socket) => {
    const idHash = socket.data.sessionIdHash as string;
    void socket.join(sessionRoom(idHash));
    void socket.join(organizationRoom(socket.data.organizationId as string));
    disconnectAtExpiry(socket, socket.data.sessionExpiresAt as Date, app.clock.now());
    // A logout between the handshake's check and the joins above went to a room this socket was not in yet.
    sessions.alive(idHash).then(
      (alive) => {
        if (!alive) socket.disconnect(true);
      },
      (err: unknown) => {
        app.log.error({ err }, 'socket session check failed');
        socket.disconnect(true);
      },
    );
  });

  return {
    io,
    async close() {
      io.disconnectSockets(true);
      // io.close() would also close the HTTP server, which Fastify closes itself.
      io.engine.close();
      await adapter.close();
    },
  };
}
