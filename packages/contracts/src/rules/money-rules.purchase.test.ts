import { describe, expect, it } from 'vitest';
import type { Purchase, PurchaseStatus, SubscriptionStatus } from '../entities/purchase';
import { PurchaseStatus as PurchaseStatusEnum, SubscriptionStatus as SubscriptionStatusEnum } from '../entities/purchase';
import {
  canCancel,
  canChangePaymentMethod,
  canManualPay,
  canPause,
  canResume,
  cancelCall,
  purchaseBadge,
  relevantEndDate,
  showCancelTooltip,
} from './money-rules';

type PurchaseState = Parameters<typeof canCancel>[0] & Pick<Purchase, 'subscription_id'>;

const seconds = (iso: string) => Date.parse(iso) / 1000;
const purchase = (over: Partial<PurchaseState> = {}, status: SubscriptionStatus = 'active'): PurchaseState => ({
  status,
  provider: 'STRIPE',
  subscription_id: 'sub_1',
  subscription: {
    status,
    created_at: seconds('2026-01-01T00:00:00Z'),
    current_period_start: seconds('2026-03-01T00:00:00Z'),
    current_period_end: seconds('2026-04-01T00:00:00Z'),
    cancel_at: null,
    canceled_at: null,
  },
  payment_status: 'succeeded',
  finish_date: '2026-12-01T00:00:00.000Z',
  canceled_at: null,
  plan: { recurring: true },
  ...over,
});
const subscriptionStatusesWhere = (rule: (p: PurchaseState) => boolean) =>
  SubscriptionStatusEnum.options.filter((status) => rule(purchase({}, status)));

describe('purchase badges', () => {
  it('badges follow the table of section 4', () => {
    const table: Record<PurchaseStatus, [string, string]> = {
      canceled: ['canceled', 'red'],
      past_due: ['past_due', 'yellow'],
      unpaid: ['debt', 'red'],
      incomplete: ['incomplete', 'neutral'],
      incomplete_expired: ['incomplete', 'neutral'],
      paused: ['paused', 'blue'],
      active: ['active', 'green'],
      paid: ['complete', 'neutral'],
      succeeded: ['complete', 'neutral'],
      failed: ['incomplete', 'neutral'],
      pending: ['processing', 'neutral'],
      trialing: ['trialing', 'neutral'],
      finished: ['finished', 'neutral'],
    };
    for (const status of PurchaseStatusEnum.options) {
      const [label, tone] = table[status];
      expect(purchaseBadge(status), status).toEqual({ label, tone });
    }
  });
});

describe('relevant end date', () => {
  it('cancel_at if active', () => {
    const p = purchase({ subscription: { ...purchase().subscription!, cancel_at: seconds('2026-05-01T00:00:00Z') } });
    expect(relevantEndDate(p)).toBe('2026-05-01T00:00:00.000Z');
    expect(relevantEndDate(purchase())).toBeNull();
  });

  it('canceled_at if canceled', () => {
    expect(relevantEndDate(purchase({ canceled_at: '2026-02-02T00:00:00.000Z' }, 'canceled'))).toBe('2026-02-02T00:00:00.000Z');
  });

  it('current period end if paused', () => {
    expect(relevantEndDate(purchase({}, 'paused'))).toBe('2026-04-01T00:00:00.000Z');
  });

  it('otherwise finish_date for card and REDSYS providers, otherwise none', () => {
    expect(relevantEndDate(purchase({}, 'past_due'))).toBe('2026-12-01T00:00:00.000Z');
    expect(relevantEndDate(purchase({ provider: 'REDSYS' }, 'unpaid'))).toBe('2026-12-01T00:00:00.000Z');
    expect(relevantEndDate(purchase({ provider: 'INESPAY' }, 'unpaid'))).toBeNull();
  });
});

describe('cancel-date tooltip', () => {
  const now = new Date('2026-03-20T00:00:00Z');
  it('the cancel-date tooltip shows when the cancel date lies in the future', () => {
    const at = (iso: string) => purchase({ subscription: { ...purchase().subscription!, cancel_at: seconds(iso) } });
    expect(showCancelTooltip(at('2026-04-01T00:00:00Z'), now)).toBe(true);
    expect(showCancelTooltip(at('2026-03-01T00:00:00Z'), now)).toBe(false);
    expect(showCancelTooltip(purchase(), now)).toBe(false);
  });
});

describe('purchase actions', () => {
  it('change payment method is enabled for debt, active, past_due and paused', () => {
    expect(subscriptionStatusesWhere(canChangePaymentMethod)).toEqual(['active', 'past_due', 'unpaid', 'paused']);
  });

  it('manual payment is enabled when the subscription is unpaid or past_due', () => {
    expect(subscriptionStatusesWhere(canManualPay)).toEqual(['past_due', 'unpaid']);
    expect(canManualPay(purchase({ subscription: null }))).toBe(false);
  });

  it('cancel is enabled for active, paused, unpaid and past_due subscriptions', () => {
    expect(subscriptionStatusesWhere(canCancel)).toEqual(['active', 'past_due', 'unpaid', 'paused']);
  });

  it('cancel is enabled for REDSYS and card-provider recurring purchases whose payment status is one of those', () => {
    const noSubscription = (over: Partial<PurchaseState>) => purchase({ subscription: null, payment_status: 'past_due', ...over });
    expect(canCancel(noSubscription({ provider: 'REDSYS' }))).toBe(true);
    expect(canCancel(noSubscription({ provider: 'STRIPE' }))).toBe(true);
    expect(canCancel(noSubscription({ provider: 'INESPAY' }))).toBe(false);
    expect(canCancel(noSubscription({ provider: 'REDSYS', plan: { recurring: false } }))).toBe(false);
    expect(canCancel(noSubscription({ provider: 'REDSYS', payment_status: 'succeeded' }))).toBe(false);
  });

  it('an active subscription pauses and a paused one resumes', () => {
    expect(subscriptionStatusesWhere(canPause)).toEqual(['active']);
    expect(subscriptionStatusesWhere(canResume)).toEqual(['paused']);
  });

  it('card-provider subscriptions cancel with PUT /purchases/{id}/cancel, others through the queue', () => {
    expect(cancelCall(purchase())).toBe('cancelPurchase');
    expect(cancelCall(purchase({ provider: 'REDSYS' }))).toBe('cancelQueuedPurchase');
    expect(cancelCall(purchase({ subscription_id: null }))).toBe('cancelQueuedPurchase');
  });
});
