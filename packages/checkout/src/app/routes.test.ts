import { describe, expect, it } from 'vitest';
import { checkoutPath, resolveCheckoutRoute, updateCardPath } from './routes';

describe('checkout routes (public-flows 2)', () => {
  it('resolves every checkout step, the declined page with its trailing slash, and update-card', () => {
    expect(resolveCheckoutRoute('/checkout/abc')).toEqual({ kind: 'checkout', id: 'abc', step: 'identify' });
    expect(resolveCheckoutRoute('/checkout/abc/complete-data')).toEqual({ kind: 'checkout', id: 'abc', step: 'complete-data' });
    expect(resolveCheckoutRoute('/checkout/abc/complete-location').kind).toBe('checkout');
    expect(resolveCheckoutRoute('/checkout/abc/complete-payment')).toMatchObject({ step: 'complete-payment' });
    expect(resolveCheckoutRoute('/checkout/abc/success?purchase_id=p')).toMatchObject({ step: 'success' });
    expect(resolveCheckoutRoute('/checkout/abc/error/')).toMatchObject({ step: 'error' });
    expect(resolveCheckoutRoute('/update-card/s%201')).toEqual({ kind: 'update-card', id: 's 1' });
  });

  it('anything else is not found', () => {
    for (const path of ['/', '/checkout', '/checkout/a/other', '/checkout/a/success/x', '/update-card', '/checkout/%E0']) {
      expect(resolveCheckoutRoute(path)).toEqual({ kind: 'not-found' });
    }
  });

  it('builds the paths it resolves', () => {
    expect(checkoutPath('a b')).toBe('/checkout/a%20b');
    expect(checkoutPath('a', 'error')).toBe('/checkout/a/error/');
    expect(resolveCheckoutRoute(checkoutPath('x', 'complete-payment'))).toMatchObject({ id: 'x', step: 'complete-payment' });
    expect(updateCardPath('s')).toBe('/update-card/s');
  });
});
