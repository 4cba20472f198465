import type { Server, Socket } from 'socket.io';

/**
 * Each socket also joins the room of its own sign-in session, so ending a session reaches its sockets on every
 * process: `disconnectSockets` on a room travels through the adapter (Redis or PostgreSQL, adapter.ts) like an emit.
 */
export const sessionRoom = (idHash: string) => `session:${idHash}`;

/** Disconnects every socket of a session, on this process and on the others; call it once the session is gone. */
export function disconnectSession(io: Server, idHash: string) {
  io.in(sessionRoom(idHash)).disconnectSockets(true);
}

/** setTimeout's ceiling (about 24.8 days); a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Disconnects the socket the moment its session expires (the lifetime is absolute, so the instant is known at the
 * handshake). The wait is read from the injected clock once, then counted by timers; it ends with the socket.
 */
export function disconnectAtExpiry(socket: Socket, expiresAt: Date, now: Date) {
  let timer: NodeJS.Timeout | undefined;
  const wait = (left: number) => {
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    const step = Math.min(left, MAX_DELAY_MS);
    timer = setTimeout(() => wait(left - step), step);
  };
  socket.once('disconnect', () => clearTimeout(timer));
  wait(expiresAt.getTime() - now.getTime());
}
