// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormHandle } from './card-form-types';
import { StripeElement } from './stripe-element';

// Stripe.js as the element loads it (lazily, `@stripe/stripe-js/pure`), replaced by a fake.
const stripe = vi.hoisted(() => {
  const element = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const client = { elements: vi.fn(() => elements), confirmPayment: vi.fn(), confirmSetup: vi.fn() };
  return { element, elements, client, loadStripe: vi.fn(async () => client) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

async function confirmed(paymentIntent: object) {
  stripe.client.confirmPayment.mockResolvedValue({ paymentIntent });
  const form = createRef<CardFormHandle>();
  const ignore = () => undefined;
  render(
    <StripeElement
      ref={form}
      clientSecret="pi_1_secret_2"
      stripeKey="pk_test_abc"
      method="card"
      mode="payment"
      paymentsUrl="/api/payments"
      locale="es"
      returnUrl="https://shop.example.es/pay"
      onChange={ignore}
      onLoadError={ignore}
    />,
  );
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
  return form.current!.confirm();
}

describe("Stripe's Payment Element confirms a payment", () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("asks for the payment method and gives the card's last four digits (the success page shows them)", async () => {
    const result = await confirmed({ status: 'succeeded', payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } } });
    expect(result).toEqual({ status: 'succeeded', last4: '4242' });
    expect(stripe.client.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: 'https://shop.example.es/pay', expand: ['payment_method'] } }),
    );
  });

  it('a SEPA debit in process has no card digits', async () => {
    const result = await confirmed({ status: 'processing', payment_method: { id: 'pm_2', sepa_debit: { last4: '7890' } } });
    expect(result).toEqual({ status: 'processing' });
  });
});
