import type { WebhookDelivery } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryLogRefreshIn } from './delivery-log-refresh';

const NOW = Date.parse('2026-11-02T10:00:00.000Z');
const row = (status: WebhookDelivery['status'], nextInMs: number | null) =>
  ({ status, next_attempt_at: nextInMs === null ? null : new Date(NOW + nextInMs).toISOString() }) as WebhookDelivery;

describe('when the delivery log is read again', () => {
  it('never while nothing is retrying', () => {
    expect(deliveryLogRefreshIn([row('delivered', null), row('failed', null)], NOW)).toBe(false);
    expect(deliveryLogRefreshIn(undefined, NOW)).toBe(false);
  });

  it('just after the earliest next attempt, within 2 s and 30 s', () => {
    expect(deliveryLogRefreshIn([row('pending', 60_000), row('pending', 9_000)], NOW)).toBe(10_000);
    expect(deliveryLogRefreshIn([row('pending', 3_600_000)], NOW)).toBe(30_000);
    expect(deliveryLogRefreshIn([row('pending', -5_000)], NOW)).toBe(2_000);
    expect(deliveryLogRefreshIn([row('pending', null)], NOW)).toBe(2_000);
  });
});
