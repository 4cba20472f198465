// @vitest-environment happy-dom
import type { ProductCheckoutResponse } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardConfigProvider } from '../app/dashboard-config';
import { CardPaymentForm } from './card-payment-form';

// Stripe.js as the Payment Element wrapper loads it (lazily, `@stripe/stripe-js/pure`), replaced by a fake.
const stripe = vi.hoisted(() => {
  const element = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const client = { elements: vi.fn(() => elements), confirmPayment: vi.fn(), confirmSetup: vi.fn() };
  return { element, elements, client, loadStripe: vi.fn(async () => client) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const checkout = (stripe_key: string): ProductCheckoutResponse => ({
  client_secret: 'pi_1_secret_2',
  stripe_key,
  currency: 'eur',
  current_amount: 2000,
  total_tax_amount: 420,
});

function renderForm(key: string, mode: 'payment' | 'setup' = 'payment') {
  const onDone = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DashboardConfigProvider value={{ apiUrl: '/api' }}>
        <CardPaymentForm checkout={checkout(key)} mode={mode} submitLabel="Pay" onDone={onDone} />
      </DashboardConfigProvider>
    </I18nProvider>,
  );
  return onDone;
}

/** Waits for Stripe's element to be mounted, then presses the page's button. */
async function mountedThenSubmit() {
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalledTimes(1));
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('the card form of the plan and platform payment pages', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it("a pk_test_ key mounts Stripe's Payment Element and a confirmed payment is done", async () => {
    stripe.client.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onDone = renderForm('pk_test_abc');
    await mountedThenSubmit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_abc');
    expect(stripe.client.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2', locale: 'en' });
    expect(stripe.elements.create).toHaveBeenCalledWith('payment');
    expect(stripe.element.mount.mock.calls[0][0]).toHaveProperty('className', 'stripe-element');
    expect(stripe.client.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: window.location.href, expand: ['payment_method'] },
      redirect: 'if_required',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a declined card says so and stays on the page', async () => {
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    stripe.client.confirmPayment.mockResolvedValue({ error: declined });
    const onDone = renderForm('pk_live_abc');
    await mountedThenSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a platform's card is a setup: confirmSetup, then done", async () => {
    stripe.client.confirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
    const onDone = renderForm('pk_test_abc', 'setup');
    await mountedThenSubmit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(stripe.client.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stripe.client.confirmPayment).not.toHaveBeenCalled();
  });

  it('a key of no known kind says the form cannot load, and loads nothing', () => {
    const onDone = renderForm('sk_live_abc');
    expect(screen.getByRole('alert').textContent).toContain('The card form could not be loaded');
    expect(screen.queryByRole('button')).toBeNull();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
