import type { Purchase } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { cancelVia, purchaseRowActions, updateCardLink } from './purchase-row-actions';

const withSubscription = (status: NonNullable<Purchase['subscription']>['status'], over: Partial<Purchase> = {}) =>
  aPurchase({ status, subscription: { ...aPurchase().subscription!, status }, ...over });
const actions = (purchase: Purchase) => purchaseRowActions(purchase, { withDetails: false });

describe('purchase actions', () => {
  it('an active subscription can change its method, pause and cancel, but not be paid by hand', () => {
    expect(actions(withSubscription('active'))).toEqual(['change-method', 'pause', 'cancel']);
  });

  it('manual payment is offered for unpaid and past_due subscriptions only', () => {
    expect(actions(withSubscription('unpaid'))).toContain('manual-payment');
    expect(actions(withSubscription('past_due'))).toContain('manual-payment');
    expect(actions(withSubscription('paused'))).not.toContain('manual-payment');
  });

  it('a paused subscription resumes instead of pausing', () => {
    expect(actions(withSubscription('paused'))).toEqual(['change-method', 'resume', 'cancel']);
  });

  it('a canceled subscription offers nothing but its details', () => {
    expect(actions(withSubscription('canceled'))).toEqual([]);
    expect(purchaseRowActions(withSubscription('canceled'), { withDetails: true })).toEqual(['details']);
  });

  it('change payment method needs the subscription id the link is made of', () => {
    expect(actions(withSubscription('active', { subscription_id: null }))).not.toContain('change-method');
  });

  it('cancel uses the card-provider call for card subscriptions and the queue for the others', () => {
    expect(cancelVia(aPurchase())).toBe('provider');
    expect(cancelVia(aPurchase({ provider: 'REDSYS', subscription_id: null }))).toBe('queue');
  });

  it('the update-card link is /update-card/{subscription_id} on the product host', () => {
    expect(updateCardLink('https://cobro.es/', 'sub 1')).toBe('https://cobro.es/update-card/sub%201');
  });
});
