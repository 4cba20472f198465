import { describe, expect, it } from 'vitest';
import { METHOD_LABELS } from '../complete-payment/method-labels';
import { declinedMethod, INESPAY_DECLINED_METHOD } from './declined-method';

describe('the method the declined page names', () => {
  it('is the spec’s PSD2 INESPAY only for an Inespay purchase', () => {
    expect(declinedMethod({ provider: 'INESPAY' })).toBe(INESPAY_DECLINED_METHOD);
  });

  it('is Redsys for a Redsys denial, also from a back end that does not say the method', () => {
    expect(declinedMethod({ provider: 'REDSYS', payment_method: 'redsys' })).toBe(METHOD_LABELS.redsys);
    expect(declinedMethod({ provider: 'REDSYS' })).toBe(METHOD_LABELS.redsys);
  });

  it('is Bizum for a Bizum denial, which Redsys carries (decision 1136)', () => {
    expect(declinedMethod({ provider: 'REDSYS', payment_method: 'bizum' })).toBe(METHOD_LABELS.bizum);
  });

  it('is not named for Stripe, whose declines stay on the payment step', () => {
    expect(declinedMethod({ provider: 'STRIPE', payment_method: 'card' })).toBeNull();
  });
});
