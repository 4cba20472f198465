import { describe, expect, it } from 'vitest';
import { assertDefinition, type ElementDefinition } from '../define-element/definition';
import { PROP_TYPES } from '../define-element/attributes';
import { defineMerchantCheckout, merchantCheckout } from './merchant-checkout';

describe('<merchant-checkout> definition', () => {
  it('takes link-id, session-id, api-url, payments-url and locale, and needs the API URL', () => {
    expect(Object.keys(merchantCheckout.props).sort()).toEqual(['apiUrl', 'linkId', 'locale', 'paymentsUrl', 'sessionId']);
    expect(merchantCheckout.required).toEqual(['apiUrl']);
  });

  it('dispatches the five cobro- events of the checkout', () => {
    expect(Object.values(merchantCheckout.events ?? {}).sort()).toEqual([
      'cobro-error',
      'cobro-payment-failed',
      'cobro-payment-pending',
      'cobro-payment-success',
      'cobro-ready',
    ]);
    expect(() => assertDefinition(merchantCheckout as ElementDefinition<object>, PROP_TYPES)).not.toThrow();
  });

  it('is safe to import and define where custom elements do not exist (server rendering)', () => {
    expect(defineMerchantCheckout()).toBeUndefined();
  });
});
