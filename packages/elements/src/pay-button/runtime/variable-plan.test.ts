import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetShapeIssues } from '@cobro/contracts';
import { checkoutRequest } from '../checkout-body';
import { invalidAttributes } from './checkout-request';

// Issue 29 (decision 1139): a button sells a variable subscription; it needs its future charge, and a one-time
// payment cannot be variable.
afterEach(() => vi.restoreAllMocks());

describe('a variable plan on a button', () => {
  const attributes = {
    serviceName: 'Consultoría',
    planName: 'Por horas',
    amount: '50',
    planType: 'Subscription',
    frequency: 'month',
    subscriptionType: 'variable',
    futureCharge: 'last_charge',
  } as const;

  it('is accepted as a subscription with a future charge', () => {
    expect(invalidAttributes(checkoutRequest(attributes))).toBeUndefined();
    expect(widgetShapeIssues(checkoutRequest(attributes))).toEqual([]);
  });

  it('without its future charge, or as a one-time payment, is OTFE-002 naming the attribute', () => {
    const { futureCharge: _, ...withoutFuture } = attributes;
    expect(invalidAttributes(checkoutRequest(withoutFuture))).toMatchObject({ 'future-charge': expect.any(String) });
    const unique = { ...attributes, planType: 'Unique', frequency: undefined } as const;
    expect(invalidAttributes(checkoutRequest(unique))).toMatchObject({ 'subscription-type': 'invalid_subscription_type' });
  });
});
