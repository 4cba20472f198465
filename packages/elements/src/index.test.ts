import { describe, expect, it } from 'vitest';

describe('@cobro/elements entry', () => {
  it('is SSR-safe: importing it touches no window, document or customElements', async () => {
    expect(typeof window).toBe('undefined');
    const elements = await import('./index');
    expect(elements.defineMerchantDashboard()).toBeUndefined();
    expect(elements.merchantDashboard.tag).toBe('merchant-dashboard');
    expect(elements.definePayButton()).toBeUndefined();
    expect(elements.payButton.tag).toBe('pay-button');
  });
});
