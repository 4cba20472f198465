// @vitest-environment happy-dom
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { CardPanel } from './card-panel';

function renderPanel(locale: 'es' | 'en', autoFocus: boolean) {
  render(
    <I18nProvider i18n={i18n}>
      <CheckoutConfigProvider value={{ paymentsUrl: '/api/payments', locale, mode: 'embedded', sessionId: null }}>
        <button type="button">Volver a intentarlo</button>
        <CardPanel
          method="card" mode="payment" clientSecret="pi_1_secret" stripeKey="pk_sandbox_1" amount={2500} currency="eur" returnUrl="/"
          onSucceeded={() => undefined} onFailed={() => undefined} onLoadError={() => undefined} autoFocus={autoFocus}
        />
      </CheckoutConfigProvider>
    </I18nProvider>,
  );
}

describe.each([
  ['es', 'Datos de la tarjeta'],
  ['en', 'Card details'],
] as const)('the card form after a decline (%s)', (locale, frameTitle) => {
  afterEach(cleanup);

  it('takes the focus when the buyer tries again (issue 27 item 18), and not on a first showing', async () => {
    await loadSdkCatalog(locale, { steps: true });
    renderPanel(locale, true);
    expect(document.activeElement).toBe(screen.getByTitle(frameTitle));
    cleanup();
    renderPanel(locale, false);
    expect(document.activeElement).toBe(document.body);
  });
});
