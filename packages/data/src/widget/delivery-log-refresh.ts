import type { WebhookDelivery } from '@cobro/contracts';

/** Bounds of the delivery log's re-read while a delivery is retrying (decision 0518). */
export const DELIVERY_LOG_REFRESH = { minMs: 2_000, maxMs: 30_000, afterAttemptMs: 1_000 } as const;

/**
 * When the delivery log should be read again: no realtime event tells the dashboard a callback attempt ended (the
 * spec's ten events are about charges, purchases and the catalogue), so while a shown delivery is retrying the log is
 * re-read just after its earliest next attempt, within the bounds above; with nothing retrying, never.
 */
export function deliveryLogRefreshIn(deliveries: readonly WebhookDelivery[] | undefined, now: number): number | false {
  const retrying = deliveries?.filter((d) => d.status === 'pending') ?? [];
  if (retrying.length === 0) return false;
  const next = Math.min(...retrying.map((d) => (d.next_attempt_at ? Date.parse(d.next_attempt_at) : now)));
  const wait = next - now + DELIVERY_LOG_REFRESH.afterAttemptMs;
  return Math.min(DELIVERY_LOG_REFRESH.maxMs, Math.max(DELIVERY_LOG_REFRESH.minMs, wait));
}
