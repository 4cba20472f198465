import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlowState, stepAfterIdentify, type FlowState } from './flow-state';
import { redirectFor } from './redirect-rules';

const buyer = { customer_type: 'PERSON' as const, customer_email: 'ana@example.es', customer_cif: '12345678Z' };
const identified: FlowState = flowReducer(initialFlowState, {
  type: 'identified',
  buyer,
  answer: { needs_verification: false, needs_location: true, location_update_key: 'k', customer_id: 'c1' },
  at: 1_000,
});

describe('checkout flow state (public-flows 4)', () => {
  it('verify-id leads to complete-data for a new customer, complete-location without an address, else payment', () => {
    expect(stepAfterIdentify({ needs_verification: true, needs_location: false, customer_id: null })).toBe('complete-data');
    expect(stepAfterIdentify({ needs_verification: false, needs_location: true, customer_id: 'c' })).toBe('complete-location');
    expect(stepAfterIdentify({ needs_verification: false, needs_location: false, customer_id: 'c' })).toBe('complete-payment');
    expect(stepAfterIdentify({ needs_verification: false, needs_location: false, customer_id: null })).toBeNull();
  });

  it('a back action resets the flow state but keeps the bottom-sheet state', () => {
    const open = flowReducer(identified, { type: 'sheet', open: true });
    const back = flowReducer(open, { type: 'reset' });
    expect(back).toEqual({ ...initialFlowState, sheetOpen: true });
  });

  it('the price shows as loading while the purchase is created and the payment data fetched', () => {
    const loading = flowReducer(identified, { type: 'price-loading' });
    expect(loading.priceLoading).toBe(true);
    const loaded = flowReducer(loading, {
      type: 'payment-data', purchaseId: 'pu', currentPrice: 1000, fullPrice: 4900, currency: 'eur', paymentUrl: null,
    });
    expect(loaded).toMatchObject({ priceLoading: false, currentPrice: 1000, fullPrice: 4900, purchaseId: 'pu' });
    expect(flowReducer(loading, { type: 'price-failed' }).priceLoading).toBe(false);
  });
});

describe('redirects when state is missing (public-flows 4.3)', () => {
  it('the data and location pages redirect to identify without a tax id in state', () => {
    expect(redirectFor('complete-data', initialFlowState, true)).toBe('identify');
    expect(redirectFor('complete-location', initialFlowState, true)).toBe('identify');
    expect(redirectFor('complete-data', identified, true)).toBeNull();
    expect(redirectFor('complete-location', identified, true)).toBeNull();
  });

  it('the location page also needs the update key its call carries', () => {
    expect(redirectFor('complete-location', { ...identified, location_update_key: null }, true)).toBe('identify');
  });

  it('the payment page redirects to identify without a customer or a plan', () => {
    expect(redirectFor('complete-payment', identified, true)).toBeNull();
    expect(redirectFor('complete-payment', identified, false)).toBe('identify');
    expect(redirectFor('complete-payment', { ...identified, customer_id: null }, true)).toBe('identify');
  });

  it('identify, success and the declined page never redirect', () => {
    for (const step of ['identify', 'success', 'error'] as const) expect(redirectFor(step, initialFlowState, false)).toBeNull();
  });

  it("the address step's key lasts 30 minutes from verify-id's answer; a new verify-id gives a new key and the whole time again", () => {
    expect(identified.location_key_until).toBe(1_000 + 30 * 60_000);
    const renewed = flowReducer(identified, { type: 'location-key', key: 'k2', at: 20 * 60_000 });
    expect(renewed).toMatchObject({ location_update_key: 'k2', location_key_until: 50 * 60_000, customer_id: 'c1', needs_location: true });
    expect(flowReducer(renewed, { type: 'location-saved' })).toMatchObject({ location_update_key: null, location_key_until: null });
  });
});
