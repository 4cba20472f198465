// @vitest-environment happy-dom
import type { PaymentDataBody } from '@cobro/contracts';
import { loadSdkCatalog } from '@cobro/i18n';
import type { CardFailure } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { PaymentPanel } from './payment-panel';

const customer = { name: 'Lucía García', email: 'l@example.es', address: null };
/** What payment-data answers for a fixed plan (a PaymentIntent) and for a variable one (a SetupIntent, nothing due). */
const payment = { purchase_id: 'p-1', amount: 2500, current_price: 2500, full_price: 2500, currency: 'eur', customer, payment_intent: 'pi_sb_1', client_secret: 'pi_sb_1_secret', stripe_key: 'pk_sandbox_1' };
const setup = { ...payment, amount: 0, current_price: 0, full_price: 5000, payment_intent: 'seti_sb_1', client_secret: 'seti_sb_1_secret' };
const request: PaymentDataBody = { payment_method: 'card', customer_id: 'c-1', plan_id: 'plan-1', purchase_id: 'p-1' };

function renderPanel(locale: 'es' | 'en', variable: boolean, onFailed: (failure: CardFailure) => void = () => undefined) {
  render(
    <I18nProvider i18n={i18n}>
      <CheckoutConfigProvider value={{ paymentsUrl: 'https://pay.test/api/payments', locale, mode: 'embedded', sessionId: null }}>
        <PaymentPanel
          method="card" data={variable ? setup : payment} request={request} setup={variable} returnUrl="/"
          onSucceeded={() => undefined} onFailed={onFailed}
        />
      </CheckoutConfigProvider>
    </I18nProvider>,
  );
}

/** The sandbox frame's confirmation mode, from its address. */
const frameMode = (title: string) => new URL(screen.getByTitle(title).getAttribute('src')!).searchParams.get('mode');

describe.each([
  ['es', 'Datos de la tarjeta', 'Guardar y suscribirme', 'Pagar 25,00\u00a0€'],
  ['en', 'Card details', 'Save and subscribe', 'Pay 25,00\u00a0€'],
] as const)('the card panel of a plan (%s)', (locale, frameTitle, save, pay) => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a variable plan saves the method (setup mode) and its button says so, naming no amount (decision 1139)', async () => {
    await loadSdkCatalog(locale, { steps: true });
    renderPanel(locale, true);
    await waitFor(() => expect(frameMode(frameTitle)).toBe('setup'));
    expect(screen.getByRole('button', { name: save })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /€/ })).toBeNull();
  });

  it('a fixed plan pays, its button naming the amount', async () => {
    await loadSdkCatalog(locale, { steps: true });
    renderPanel(locale, false);
    await waitFor(() => expect(frameMode(frameTitle)).toBe('payment'));
    expect(screen.getByRole('button', { name: pay })).toBeTruthy();
    expect(screen.queryByRole('button', { name: save })).toBeNull();
  });

  it('a declined setup is reported as a declined payment is, for the same notice and Try again', async () => {
    await loadSdkCatalog(locale, { steps: true });
    const onFailed = vi.fn();
    renderPanel(locale, true, onFailed);
    const frame = screen.getByTitle(frameTitle) as HTMLIFrameElement;
    await waitFor(() => expect(frame.getAttribute('src')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: save }));
    // The frame answers the confirmation (happy-dom loads no frame document: its window and the sender are both null).
    const declined = { status: 'failed', code: 'card_declined', decline_code: 'generic_decline' };
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'cobro-sandbox:result', ...declined }, origin: 'https://pay.test', source: frame.contentWindow }));
    });
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ ...declined, message: undefined }));
  });
});
