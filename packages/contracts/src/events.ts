import type { Charge } from './entities/charge';

/** The ten realtime events of the spec (dashboard-core 4, services-and-configuration 4), and ours. */
export const REALTIME_EVENTS = [
  'gateway-activation',
  'charge-refunded',
  'charge-succeeded',
  'charge-failed',
  'charge-pending',
  'purchases-updated',
  'plan-updated',
  'service-updated',
  'purchases-remove',
  'charge-disputed',
  // Ours (decision 1153): a buyer withdrew from a purchase in the portal.
  'withdrawal-requested',
] as const;

export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * What travels with every realtime event: the organization room it was sent to and the ids it concerns. A charge
 * event also carries the charge as `GET /charges/{id}` answers it at the commit, so a screen patches the row it shows
 * instead of reading its list again (decision 0107).
 */
export interface RealtimePayload {
  event: RealtimeEvent;
  organization_id: string;
  id?: string;
  occurred_at: string;
  charge?: Charge;
}

/** socket.io room name of one organization: a merchant only ever joins its own. */
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;

/**
 * How every client opens its socket: the websocket transport first, so a connection is one request that any server
 * process behind a round-robin balancer can take. Long polling first would send the handshake and each poll as
 * separate requests, spread over processes that do not know the session ("Session ID unknown"). Polling stays the
 * fallback where websockets are blocked (`tryAllTransports`); that case needs sticky sessions or one process.
 */
export const REALTIME_SOCKET_OPTIONS: { transports: string[]; tryAllTransports: boolean } = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};
