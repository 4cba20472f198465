import { REALTIME_EVENTS, type RealtimeEvent, type RealtimePayload } from '@cobro/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/** What a listener hears once an event's queries are invalidated: the event, its payload and the keys it made stale. */
export interface RealtimeNotice {
  event: RealtimeEvent;
  payload: RealtimePayload;
  invalidated: readonly QueryKey[];
}
export type RealtimeListener = (notice: RealtimeNotice) => void;

interface Connection {
  key: string;
  socket: Socket;
  listeners: Set<RealtimeListener>;
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
    connection?.socket.disconnect();
    const listeners = new Set<RealtimeListener>();
    connection = { key, listeners, socket: openSocket(options, getQueryClient(), listeners) };
  }
  const mine = connection;
  // A wrapper per call, so the same function joined twice is released twice.
  const entry: RealtimeListener = (notice) => listener(notice);
  mine.listeners.add(entry);
  return () => {
    if (!mine.listeners.delete(entry) || mine.listeners.size > 0) return;
    mine.socket.disconnect();
    if (connection === mine) connection = undefined;
  };
}

function openSocket(options: RealtimeOptions, client: QueryClient, listeners: Set<RealtimeListener>): Socket {
  // An undefined `path` would override socket.io's default, so it is only passed when set.
  const socket = io(options.url, { withCredentials: true, ...(options.path ? { path: options.path } : {}) });
  for (const event of REALTIME_EVENTS) {
    socket.on(event, async (payload: RealtimePayload) => {
      await invalidateForEvent(client, event);
      const notice = { event, payload, invalidated: REALTIME_INVALIDATIONS[event] };
      for (const listener of listeners) listener(notice);
    });
  }
  // Events sent while the connection was down are lost: refetch what is on screen and mark the rest stale.
  socket.io.on('reconnect', () => void client.invalidateQueries({ refetchType: 'active' }));
  return socket;
}
