import { describe, expect, it } from 'vitest';
import { cardFormKind, readSandboxMessage, sandboxFrame } from './sandbox-protocol';

describe('sandbox frame protocol', () => {
  it('a pk_sandbox_ key embeds the sandbox frame; only real pk_test_/pk_live_ keys load Stripe.js', () => {
    expect(cardFormKind('pk_sandbox_abc')).toBe('sandbox');
    expect(cardFormKind('pk_test_abc')).toBe('stripe');
    expect(cardFormKind('pk_live_abc')).toBe('stripe');
    expect(cardFormKind('sk_live_abc')).toBe('unknown');
  });

  it('builds the frame URL with every parameter, resolving a relative payments URL against the page', () => {
    const frame = sandboxFrame({
      paymentsUrl: '/api/payments/',
      clientSecret: 'pi_1_secret_2',
      method: 'sepa_debit',
      mode: 'setup',
      locale: 'es',
      parentOrigin: 'https://shop.example.es',
      baseUrl: 'http://127.0.0.1:3123/checkout/x',
    });
    expect(frame.origin).toBe('http://127.0.0.1:3123');
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/api/payments/sandbox/frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_secret: 'pi_1_secret_2',
      method: 'sepa_debit',
      mode: 'setup',
      locale: 'es',
      parent_origin: 'https://shop.example.es',
    });
  });

  it("on a merchant's page (absolute API URL) the frame is the API's, its parent origin the merchant page's", () => {
    const frame = sandboxFrame({
      paymentsUrl: 'https://api.cobro.example/api/payments',
      clientSecret: 'pi_1_secret_2',
      method: 'card',
      mode: 'payment',
      locale: 'en',
      parentOrigin: 'https://shop.example.es',
      baseUrl: 'https://shop.example.es/products/yoga?ref=1',
    });
    expect(frame.origin).toBe('https://api.cobro.example');
    expect(frame.src.startsWith('https://api.cobro.example/api/payments/sandbox/frame?')).toBe(true);
    expect(new URL(frame.src).searchParams.get('parent_origin')).toBe('https://shop.example.es');
  });

  it('reads the protocol messages and refuses any other shape', () => {
    expect(readSandboxMessage({ type: 'cobro-sandbox:ready' })).toEqual({ type: 'cobro-sandbox:ready' });
    expect(readSandboxMessage({ type: 'cobro-sandbox:change', complete: true })).toEqual({ type: 'cobro-sandbox:change', complete: true });
    expect(readSandboxMessage({ type: 'cobro-sandbox:change', complete: 'yes' })).toBeNull();
    expect(readSandboxMessage({ type: 'cobro-sandbox:result', status: 'failed', code: 'card_declined', decline_code: 'generic_decline' }))
      .toEqual({ type: 'cobro-sandbox:result', result: { status: 'failed', code: 'card_declined', decline_code: 'generic_decline', message: undefined } });
    expect(readSandboxMessage({ type: 'cobro-sandbox:result', status: 'succeeded', code: 'x' }))
      .toEqual({ type: 'cobro-sandbox:result', result: { status: 'succeeded' } });
    expect(readSandboxMessage({ type: 'cobro-sandbox:result', status: 'paid' })).toBeNull();
    // A card's last four digits come with a payment that went through, and only as four digits.
    expect(readSandboxMessage({ type: 'cobro-sandbox:result', status: 'succeeded', last4: '4242' }))
      .toEqual({ type: 'cobro-sandbox:result', result: { status: 'succeeded', last4: '4242' } });
    for (const last4 of ['4242424242424242', '42a2', 4242]) {
      expect(readSandboxMessage({ type: 'cobro-sandbox:result', status: 'succeeded', last4 })).toEqual({ type: 'cobro-sandbox:result', result: { status: 'succeeded' } });
    }
    expect(readSandboxMessage('cobro-sandbox:ready')).toBeNull();
    expect(readSandboxMessage(null)).toBeNull();
  });
});

describe('the frame tells the page its height, a refused confirm and Escape (issue 17)', () => {
  it('reads a height in CSS pixels, rounded up, and refuses one that is not a sane number', () => {
    expect(readSandboxMessage({ type: 'cobro-sandbox:height', height: 231.4 })).toEqual({ type: 'cobro-sandbox:height', height: 232 });
    for (const height of [0, -5, 1e6, Number.NaN, '300', undefined]) {
      expect(readSandboxMessage({ type: 'cobro-sandbox:height', height })).toBeNull();
    }
  });

  it('reads a confirm the frame refused (fields wrong) and an Escape pressed inside it', () => {
    expect(readSandboxMessage({ type: 'cobro-sandbox:invalid' })).toEqual({ type: 'cobro-sandbox:invalid' });
    expect(readSandboxMessage({ type: 'cobro-sandbox:escape', extra: 1 })).toEqual({ type: 'cobro-sandbox:escape' });
  });
});
