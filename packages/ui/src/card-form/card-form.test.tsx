import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardForm } from './card-form';

const ignore = () => undefined;
const markup = (stripeKey: string, method: 'card' | 'sepa_debit' = 'card') =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <CardForm
        clientSecret="pi_1_secret_2"
        stripeKey={stripeKey}
        method={method}
        mode="payment"
        paymentsUrl="/api/payments"
        locale="es"
        returnUrl="https://shop.example.es/pay"
        onChange={ignore}
        onLoadError={ignore}
      />
    </I18nProvider>,
  );

describe('the card form the key calls for', () => {
  beforeAll(() => loadCatalog('sdk', 'es'));
  afterEach(() => vi.unstubAllGlobals());

  it('a pk_sandbox_ key is the sandbox frame, titled in the page language', () => {
    // The frame's URL names the page's origin; its address is set once the page's theme is read, after the render.
    vi.stubGlobal('window', { location: { origin: 'https://shop.example.es' } });
    vi.stubGlobal('document', { baseURI: 'https://shop.example.es/pay' });
    expect(markup('pk_sandbox_cobro')).toMatch(/^<iframe class="card-frame" title="Datos de la tarjeta"/);
    expect(markup('pk_sandbox_cobro', 'sepa_debit')).toContain('title="Datos de la cuenta bancaria"');
  });

  it("a pk_test_ or pk_live_ key is Stripe's element (Stripe.js is loaded only once it is mounted)", () => {
    for (const key of ['pk_test_abc', 'pk_live_abc']) {
      expect(markup(key)).toMatch(/^<div class="stripe-element"><slot name="cobro-payment-element-[a-z0-9]+"><\/slot><\/div>$/i);
    }
  });
});
