import { describe, expect, it } from 'vitest';
import type { Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import { createPurchaseInput } from './purchase-request';

const offer = { planId: 'p1', linkId: 'l1', purchase: null } as Offer;

describe('create-purchase of a payment attempt', () => {
  it('names the <pay-button> session the checkout was opened with', () => {
    expect(createPurchaseInput('card', offer, 'c1', sessionFor('l1'), 'k')).toEqual({
      body: { payment_method: 'card', customer_id: 'c1', plan_id: 'p1', payment_link_id: 'l1' },
      idempotencyKey: 'k:create-purchase',
      checkoutSessionId: 'cs_1',
    });
  });

  it('a checkout opened without a session sends none', () => {
    expect(createPurchaseInput('redsys', offer, 'c1', null, 'k').checkoutSessionId).toBeNull();
  });

  it('a purchase being paid again is named, with no link when the id was the purchase', () => {
    const again = { planId: 'p1', linkId: null, purchase: { id: 'pu1', status: 'incomplete' } } as Offer;
    expect(createPurchaseInput('card', again, 'c1', null, 'k').body).toEqual({
      payment_method: 'card', customer_id: 'c1', plan_id: 'p1', purchase_id: 'pu1',
    });
  });
});
