import { describe, expect, it } from 'vitest';
import type { Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import { createPurchaseInput, paymentDataBody } from './purchase-request';

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

describe('payment-data of a payment attempt (decision 1134)', () => {
  const body = (method: 'card' | 'redsys' | 'inespay' | 'sepa_debit') => createPurchaseInput(method, offer, 'c1', null, 'k').body;
  const shop = { href: 'https://tienda.example.es/clases?nivel=2&cobro_result=success#comprar', id: 'l1', sessionId: 'cs_1' };

  it("an embedded checkout paying on a provider's page asks to come back to the merchant's page, naming what to resume", () => {
    for (const method of ['redsys', 'inespay'] as const) {
      expect(paymentDataBody(body(method), 'pu1', shop)).toEqual({
        ...body(method),
        purchase_id: 'pu1',
        return_url: 'https://tienda.example.es/clases?nivel=2&cobro_link=l1&cobro_session=cs_1',
      });
    }
    expect(paymentDataBody(body('redsys'), 'pu1', { ...shop, sessionId: null }).return_url).toBe('https://tienda.example.es/clases?nivel=2&cobro_link=l1');
  });

  it('methods confirmed on the page itself, and the hosted checkout, send the spec\'s body', () => {
    for (const method of ['card', 'sepa_debit'] as const) expect(paymentDataBody(body(method), 'pu1', shop)).toEqual({ ...body(method), purchase_id: 'pu1' });
    expect(paymentDataBody(body('redsys'), 'pu1', null)).toEqual({ ...body('redsys'), purchase_id: 'pu1' });
  });

  it('the consent to lose the right of withdrawal goes with every method when given, and only then (decision 1161)', () => {
    for (const method of ['card', 'sepa_debit', 'redsys', 'inespay'] as const) {
      expect(paymentDataBody(body(method), 'pu1', null, true)).toEqual({ ...body(method), purchase_id: 'pu1', withdrawal_consent: true });
      expect(paymentDataBody(body(method), 'pu1', null, false)).not.toHaveProperty('withdrawal_consent');
    }
  });
});
