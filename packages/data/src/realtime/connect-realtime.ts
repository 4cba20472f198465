import { REALTIME_EVENTS, type RealtimeEvent } from '@cobro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { getQueryClient } from '../query-client';
import { REALTIME_INVALIDATIONS } from './realtime-map';

export interface RealtimeOptions {
  /** Origin (or URL) of the socket.io server; the session cookie authenticates the connection. */
  url: string;
  /** socket.io's path on that server, when it is not the default `/socket.io`. */
  path?: string;
}

export function invalidateForEvent(client: QueryClient, event: RealtimeEvent): Promise<unknown> {
  return Promise.all(REALTIME_INVALIDATIONS[event].map((queryKey) => client.invalidateQueries({ queryKey })));
}

interface Connection {
  key: string;
  socket: Socket;
  users: number;
}

let connection: Connection | undefined;

/**
 * Opens the page's one realtime connection (or joins it) and returns a release function; the socket closes when
 * the last element that asked for it releases it. Each spec event invalidates the queries it makes stale.
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  const key = `${options.url}#${options.path ?? ''}`;
  if (!connection || connection.key !== key) {
    connection?.socket.disconnect();
    connection = { key, socket: openSocket(options, getQueryClient()), users: 0 };
  }
  const mine = connection;
  mine.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.users -= 1;
    if (mine.users > 0) return;
    mine.socket.disconnect();
    if (connection === mine) connection = undefined;
  };
}

function openSocket(options: RealtimeOptions, client: QueryClient): Socket {
  // An undefined `path` would override socket.io's default, so it is only passed when set.
  const socket = io(options.url, { withCredentials: true, ...(options.path ? { path: options.path } : {}) });
  for (const event of REALTIME_EVENTS) socket.on(event, () => void invalidateForEvent(client, event));
  // Events sent while the connection was down are lost: refetch what is on screen and mark the rest stale.
  socket.io.on('reconnect', () => void client.invalidateQueries({ refetchType: 'active' }));
  return socket;
}
