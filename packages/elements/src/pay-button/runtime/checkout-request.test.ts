import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '../checkout-body';
import { invalidAttributes, NOT_WITH_PLAN_ID } from './checkout-request';

const WEB = { serviceName: 'Yoga', planName: 'Mensual', amount: '19.90', planType: 'Subscription', frequency: 'month' } as const;

describe('checkout session request from the attributes', () => {
  it('product-services mode: service-id and plan-id, no plan', () => {
    expect(checkoutRequest({ serviceId: 'svc', planId: 'plan' })).toEqual({ service_id: 'svc', plan_id: 'plan' });
    expect(invalidAttributes(checkoutRequest({ serviceId: 'svc', planId: 'plan' }))).toBeUndefined();
  });

  it('web-services mode sends the values as written, the plan type from plan-type and the buyer type from type', () => {
    const request = checkoutRequest({ ...WEB, type: 'COMPANY', companyName: 'Acme SL', notEditable: true, externalOrderId: 'o-1' });
    expect(request).toEqual({
      plan: { service_name: 'Yoga', plan_name: 'Mensual', amount: '19.90', type: 'Subscription', frequency: 'month' },
      customer: { type: 'COMPANY', company_name: 'Acme SL', not_editable: true, external_order_id: 'o-1' },
    });
    expect(invalidAttributes(request)).toBeUndefined();
  });

  it('not-editable="false" (or absent) sends nothing', () => {
    expect(checkoutRequest({ serviceId: 's', planId: 'p', notEditable: false })).toEqual({ service_id: 's', plan_id: 'p' });
  });

  it('names each invalid attribute with the reason of the contract schema', () => {
    const fields = invalidAttributes(
      checkoutRequest({ serviceName: 'Yoga', amount: '19.999', planType: 'Monthly' as never, paymentDay: '32', type: 'SHOP' as never }),
    );
    expect(Object.keys(fields ?? {}).sort()).toEqual(['amount', 'payment-day', 'plan-name', 'plan-type', 'type']);
    expect(fields?.amount).toBe('services.invalid_amount');
    expect(fields?.['plan-name']).toBe('missing_field');
  });

  it('a subscription without frequency, and a variable one without future-charge, are refused', () => {
    expect(invalidAttributes(checkoutRequest({ ...WEB, frequency: undefined }))).toEqual({ frequency: 'missing_field' });
    expect(invalidAttributes(checkoutRequest({ ...WEB, subscriptionType: 'variable' }))).toEqual({ 'future-charge': 'missing_field' });
  });

  it('the plan rules the server applies refuse before any click: a variable one-time plan, day on a weekly plan, long names', () => {
    const unique = { ...WEB, planType: 'Unique', frequency: undefined, subscriptionType: 'variable', futureCharge: 'no_charge' } as const;
    expect(invalidAttributes(checkoutRequest(unique))).toEqual({ 'subscription-type': 'invalid_subscription_type' });
    expect(Object.keys(invalidAttributes(checkoutRequest({ ...WEB, frequency: 'week', paymentDay: '5' })) ?? {})).toEqual(['payment-day']);
    expect(invalidAttributes(checkoutRequest({ ...WEB, planName: 'x'.repeat(51) }))).toEqual({ 'plan-name': 'too_long' });
  });

  it('without any mode the web-services attributes are the missing ones', () => {
    expect(Object.keys(invalidAttributes(checkoutRequest({})) ?? {}).sort()).toEqual(['amount', 'plan-name', 'plan-type', 'service-name']);
  });

  it('both modes at once: every plan attribute beside service-id and plan-id is refused, and plan-id needs service-id', () => {
    expect(invalidAttributes(checkoutRequest({ serviceId: 's', planId: 'p', amount: '5' }))).toEqual({ amount: NOT_WITH_PLAN_ID });
    expect(invalidAttributes(checkoutRequest({ planId: 'p' }))).toEqual({ 'service-id': 'missing_field' });
  });
});
