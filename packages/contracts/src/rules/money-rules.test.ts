import { describe, expect, it } from 'vitest';
import type { Charge, ChargeStatus } from '../entities/charge';
import { ChargeStatus as ChargeStatusEnum } from '../entities/charge';
import {
  hasReceipt,
  canRefund,
  canSendCustomerReceipt,
  canSendReceipt,
  chargeStatusGroup,
  customerSpending,
  displayedFee,
  monthlyRecurringRevenue,
  refundableAmount,
  validateRefundAmount,
} from './money-rules';

const charge = (over: Partial<Charge> = {}): Charge => ({
  id: 'ch-1',
  amount: 10000,
  amount_refunded: 0,
  amount_net: 9700,
  amount_fee: 300,
  amount_fee_details: [],
  status: 'succeeded',
  refunded: false,
  refund_reason: null,
  payment_method: 'card',
  currency: 'eur',
  stripe_id: 'ch_123',
  receipt_url: 'http://localhost/api/receipts/ch-1',
  created_at: '2026-03-10T10:00:00.000Z',
  updated_at: '2026-03-10T10:00:00.000Z',
  dispute_amount: null,
  dispute_reason: null,
  failure_message: null,
  customer: { name: 'Ana', email: 'ana@example.es' },
  plans: [{ id: 'p1', name: 'Mensual', unit_amount: 10000, type: 'fixed', recurring: true, frequency: 'month' }],
  purchase: { provider: 'STRIPE' },
  associated_transactions: [],
  ...over,
});

const statusesWhere = (rule: (status: ChargeStatus) => boolean) => ChargeStatusEnum.options.filter(rule);

describe('refund eligibility', () => {
  it('refund is allowed only for status paid or succeeded', () => {
    expect(statusesWhere((status) => canRefund(charge({ status })))).toEqual(['succeeded', 'paid']);
  });

  it('refund is refused once amount_refunded reaches amount', () => {
    expect(canRefund(charge({ amount_refunded: 9999 }))).toBe(true);
    expect(canRefund(charge({ amount_refunded: 10000 }))).toBe(false);
  });

  it('refund is refused for a refunded charge', () => {
    expect(canRefund(charge({ refunded: true }))).toBe(false);
  });

  it('refund needs the card provider with its identifier, or REDSYS', () => {
    expect(canRefund(charge({ stripe_id: null }))).toBe(false);
    expect(canRefund(charge({ stripe_id: null, purchase: { provider: 'REDSYS' }, payment_method: 'redsys', status: 'paid' }))).toBe(true);
    expect(canRefund(charge({ purchase: { provider: 'INESPAY' }, payment_method: 'inespay', status: 'paid' }))).toBe(false);
  });

  it('a charge without a purchase takes its provider from its payment method', () => {
    expect(canRefund(charge({ purchase: null, payment_method: 'REDSYS', stripe_id: null }))).toBe(true);
    expect(canRefund(charge({ purchase: null, payment_method: 'inespay' }))).toBe(false);
  });
});

describe('refund amount', () => {
  const partly = charge({ amount: 10000, amount_refunded: 2500 });

  it('refund amount is required', () => {
    expect(validateRefundAmount(undefined, partly)).toEqual({ ok: false, code: 'CHA-006', message: 'missing_field', remaining: 7500 });
    expect(validateRefundAmount(null, partly)).toMatchObject({ ok: false, message: 'missing_field' });
  });

  it('refund amount must be greater than 0', () => {
    expect(validateRefundAmount(0, partly)).toMatchObject({ ok: false, code: 'CHA-006', message: 'invalid_refund' });
    expect(validateRefundAmount(-1, partly)).toMatchObject({ ok: false, message: 'invalid_refund' });
  });

  it('refund is refused above amount minus refunded, compared in cents, with the remaining amount', () => {
    expect(validateRefundAmount(7500, partly)).toEqual({ ok: true, amount: 7500 });
    expect(validateRefundAmount(7501, partly)).toEqual({ ok: false, code: 'CHA-006', message: 'invalid_refund', remaining: 7500 });
    expect(refundableAmount(partly)).toBe(7500);
  });

  it('a fraction of a cent is not a refund amount', () => {
    expect(validateRefundAmount(10.5, partly)).toMatchObject({ ok: false, message: 'invalid_refund' });
  });
});

describe('receipt conditions', () => {
  it("Cobro's own receipt exists for every charge whose money moved, whatever the method, with or without receipt_url", () => {
    for (const status of ['succeeded', 'paid', 'refunded', 'needs_response', 'won', 'lost'] as const) {
      expect(hasReceipt({ status }), status).toBe(true);
    }
    for (const status of ['pending', 'processing', 'failed', 'canceled'] as const) {
      expect(hasReceipt({ status }), status).toBe(false);
    }
  });

  it('send receipt needs receipt_url, not refunded, not disputed, card provider and a fixed plan', () => {
    expect(canSendReceipt(charge())).toBe(true);
    expect(canSendReceipt(charge({ receipt_url: null }))).toBe(false);
    expect(canSendReceipt(charge({ refunded: true }))).toBe(false);
    expect(canSendReceipt(charge({ status: 'needs_response' }))).toBe(false);
    expect(canSendReceipt(charge({ purchase: { provider: 'REDSYS' } }))).toBe(false);
    const variable = charge().plans.map((p) => ({ ...p, type: 'variable' as const }));
    expect(canSendReceipt(charge({ plans: variable }))).toBe(false);
    expect(canSendReceipt(charge({ plans: [] }))).toBe(false);
  });

  it('the list variant allows a pending charge that has a receipt, the per-customer one needs paid or succeeded', () => {
    expect(canSendReceipt(charge({ status: 'pending' }))).toBe(true);
    expect(statusesWhere((status) => canSendCustomerReceipt(charge({ status })))).toEqual(['succeeded', 'paid']);
  });
});

describe('charge status display', () => {
  it('succeeded and paid are one group; pending (not submitted) is incomplete; processing; failed as error', () => {
    expect(['succeeded', 'paid', 'pending', 'processing', 'failed'].map((s) => chargeStatusGroup(s as ChargeStatus))).toEqual([
      'succeeded',
      'succeeded',
      'incomplete',
      'processing',
      'error',
    ]);
  });

  it('every dispute status shows as disputed and other statuses show raw', () => {
    for (const status of ['won', 'lost', 'submitted', 'unsubmitted', 'expired', 'warning_needs_response', 'needs_response'] as const) {
      expect(chargeStatusGroup(status)).toBe('disputed');
    }
    expect(chargeStatusGroup('refunded')).toBe('refunded');
    expect(chargeStatusGroup('canceled')).toBe('canceled');
  });
});

describe('customer spending', () => {
  it('customer spending is the sum of non-refunded charges amount minus refunded amount', () => {
    const charges = [
      charge({ amount: 10000, amount_refunded: 2500 }),
      charge({ amount: 5000, amount_refunded: 5000, refunded: true, status: 'refunded' }),
      charge({ amount: 2000, status: 'paid' }),
    ];
    expect(customerSpending(charges)).toBe(7500 + 2000);
  });

  it('charges whose money never moved are not spending', () => {
    expect(customerSpending([charge({ status: 'failed' }), charge({ status: 'pending' })])).toBe(0);
    expect(customerSpending([charge({ status: 'lost' })])).toBe(10000);
  });
});

describe('monthly recurring revenue', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const withPlan = (frequency: 'month' | 'year' | 'week' | 'day', over: Partial<Charge> = {}) =>
    charge({ plans: [{ id: 'p', name: 'x', unit_amount: 12000, type: 'fixed', recurring: true, frequency }], amount: 12000, ...over });

  it('monthly plan amount as is, annual divided by 12, weekly times 4, daily times 30', () => {
    expect(monthlyRecurringRevenue([withPlan('month')], now)).toBe(12000);
    expect(monthlyRecurringRevenue([withPlan('year')], now)).toBe(1000);
    expect(monthlyRecurringRevenue([withPlan('week')], now)).toBe(48000);
    expect(monthlyRecurringRevenue([withPlan('day')], now)).toBe(360000);
    expect(monthlyRecurringRevenue([withPlan('month'), withPlan('year')], now)).toBe(13000);
  });

  it('minus the refunded amount', () => {
    expect(monthlyRecurringRevenue([withPlan('year', { amount_refunded: 400 })], now)).toBe(600);
  });

  it('only charges created this month count', () => {
    expect(monthlyRecurringRevenue([withPlan('month', { created_at: '2026-02-27T10:00:00Z' })], now)).toBe(0);
    // 23:30 UTC on 28 February is already March in Madrid.
    expect(monthlyRecurringRevenue([withPlan('month', { created_at: '2026-02-28T23:30:00Z' })], now)).toBe(12000);
  });

  it('refunded charges do not count', () => {
    expect(monthlyRecurringRevenue([withPlan('month', { refunded: true, status: 'refunded', amount_refunded: 12000 })], now)).toBe(0);
  });

  it('one-off plans and failed charges are not recurring revenue', () => {
    const oneOff = charge({ plans: [{ id: 'p', name: 'x', unit_amount: 100, type: 'fixed', recurring: false, frequency: null }] });
    expect(monthlyRecurringRevenue([oneOff, withPlan('month', { status: 'failed' })], now)).toBe(0);
  });
});

describe('fees', () => {
  const details = [
    { type: 'application' as const, amount: 75 },
    { type: 'provider' as const, amount: 165 },
    { type: 'card' as const, amount: 5 },
    { type: 'platform' as const, amount: 50 },
  ];

  it('card-provider fee types are summed', () => {
    expect(displayedFee(charge({ amount_fee_details: details, created_at: '2024-01-01T00:00:00Z' }))).toEqual({
      fee: 245,
      net: 10000 - 245,
      approximate: false,
    });
  });

  it('before 30 March 2023 the platform fee is subtracted from the displayed fee', () => {
    expect(displayedFee(charge({ amount_fee_details: details, created_at: '2023-03-29T10:00:00Z' })).fee).toBe(195);
    expect(displayedFee(charge({ amount_fee_details: details, created_at: '2023-03-30T10:00:00Z' })).fee).toBe(245);
  });

  it('INESPAY and REDSYS net and fee are shown as approximate', () => {
    const redsys = charge({ purchase: { provider: 'REDSYS' }, amount_fee: 120, amount_net: 9880 });
    expect(displayedFee(redsys)).toEqual({ fee: 120, net: 9880, approximate: true });
    expect(displayedFee(charge({ purchase: { provider: 'INESPAY' } })).approximate).toBe(true);
  });
});
