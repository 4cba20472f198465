import { REALTIME_EVENTS, REALTIME_SOCKET_OPTIONS, type RealtimeEvent, type RealtimePayload } from '@cobro/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { io as connectSocket, Socket } from 'socket.io-client';
import { getQueryClient } from '../query-client';
import type { applyRealtimeEvent as ApplyRealtimeEvent } from './apply-event';

export interface RealtimeOptions {
  /** Origin (or URL) of the socket.io server; the session cookie authenticates the connection. */
  url: string;
  /** socket.io's path on that server, when it is not the default `/socket.io`. */
  path?: string;
}

/** What a listener hears once an event's queries are invalidated: the event, its payload and the keys it made stale. */
export interface RealtimeNotice {
  /** The event's name (`charge-succeeded`, `plan-updated`, ...). */
  event: RealtimeEvent;
  /** What the server sent with it. */
  payload: RealtimePayload;
  /** The query keys refreshed because of it. */
  invalidated: readonly QueryKey[];
}
export type RealtimeListener = (notice: RealtimeNotice) => void;

interface Connection {
  key: string;
  listeners: Set<RealtimeListener>;
  /** Set once socket.io-client has loaded, unless the connection was closed while it loaded. */
  socket?: Socket;
  closed: boolean;
}

let connection: Connection | undefined;

/**
 * Opens the page's one realtime connection (or joins it) and returns a release function; the socket closes when
 * the last element that asked for it releases it. Each spec event invalidates the queries it makes stale, then
 * tells the listener of every element joined.
 */
export function connectRealtime(options: RealtimeOptions, listener: RealtimeListener = () => {}): () => void {
  const key = `${options.url}#${options.path ?? ''}`;
  if (!connection || connection.key !== key) {
    if (connection) close(connection);
    connection = open(key, options, getQueryClient());
  }
  const mine = connection;
  // A wrapper per call, so the same function joined twice is released twice.
  const entry: RealtimeListener = (notice) => listener(notice);
  mine.listeners.add(entry);
  return () => {
    if (!mine.listeners.delete(entry) || mine.listeners.size > 0) return;
    close(mine);
    if (connection === mine) connection = undefined;
  };
}

/**
 * socket.io-client (about 13 KB gzip) and what applies an event to the cache (with the list query's schema) are
 * fetched when the first element joins, which the shell does after its first paint, rather than with the element's
 * script (decision 0511). A failed fetch forgets the connection, so the next join tries again.
 */
function open(key: string, options: RealtimeOptions, client: QueryClient): Connection {
  const opened: Connection = { key, listeners: new Set(), closed: false };
  Promise.all([import('socket.io-client'), import('./apply-event')]).then(
    ([{ io }, { applyRealtimeEvent }]) => {
      if (!opened.closed) opened.socket = openSocket(io, applyRealtimeEvent, options, client, opened.listeners);
    },
    () => {
      if (connection === opened) connection = undefined;
    },
  );
  return opened;
}

function close(closing: Connection): void {
  closing.closed = true;
  closing.socket?.disconnect();
}

function openSocket(
  io: typeof connectSocket,
  applyRealtimeEvent: typeof ApplyRealtimeEvent,
  options: RealtimeOptions,
  client: QueryClient,
  listeners: Set<RealtimeListener>,
): Socket {
  // An undefined `path` would override socket.io's default, so it is only passed when set.
  const socket = io(options.url, {
    ...REALTIME_SOCKET_OPTIONS,
    withCredentials: true,
    ...(options.path ? { path: options.path } : {}),
  });
  for (const event of REALTIME_EVENTS) {
    socket.on(event, async (payload: RealtimePayload) => {
      const notice = { event, payload, invalidated: await applyRealtimeEvent(client, event, payload) };
      for (const listener of listeners) listener(notice);
    });
  }
  // Events sent before this connection joined its room are lost to it: those of the gap between the first screen's
  // reads and the first connection (decision 0511) as those of a drop. Each connect, the first included, refetches
  // what is on screen and marks the rest stale (decision 1178).
  socket.on('connect', () => void client.invalidateQueries({ refetchType: 'active' }));
  return socket;
}
