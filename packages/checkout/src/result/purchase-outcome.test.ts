import { describe, expect, it } from 'vitest';
import { purchaseOutcome } from './purchase-outcome';

describe('success page reads the purchase (the return itself proves nothing)', () => {
  it('paid and running subscriptions are paid', () => {
    for (const status of ['paid', 'succeeded', 'active', 'trialing'] as const) expect(purchaseOutcome(status)).toBe('paid');
  });
  it('a purchase still waiting for the provider is processing', () => {
    for (const status of ['pending', 'incomplete', 'past_due', 'paused'] as const) expect(purchaseOutcome(status)).toBe('processing');
  });
  it('a purchase that could not be read is never said to be paid', () => {
    expect(purchaseOutcome(undefined)).toBe('processing');
  });
  it('failed, cancelled and expired purchases are not paid', () => {
    for (const status of ['failed', 'canceled', 'unpaid', 'incomplete_expired'] as const) expect(purchaseOutcome(status)).toBe('failed');
  });
});
