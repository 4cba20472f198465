import { describe, expect, it } from 'vitest';
import { METHOD_LABELS } from '../complete-payment/method-labels';
import { declinedMethod, INESPAY_DECLINED_METHOD } from './declined-method';

describe('the method the declined page names', () => {
  it('is the spec’s PSD2 INESPAY only for an Inespay purchase', () => {
    expect(declinedMethod('INESPAY')).toBe(INESPAY_DECLINED_METHOD);
  });

  it('is Redsys for a Redsys denial', () => {
    expect(declinedMethod('REDSYS')).toBe(METHOD_LABELS.redsys);
  });

  it('is not named for Stripe, whose declines stay on the payment step', () => {
    expect(declinedMethod('STRIPE')).toBeNull();
  });
});
