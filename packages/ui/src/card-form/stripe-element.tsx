import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { CardFormHandle, CardFormProps, ConfirmResult } from './card-form-types';

type StripeFailure = { type?: string; code?: string; decline_code?: string; message?: string };
// Stripe shows its own field errors for incomplete or wrong fields (validation_error): nothing was declined.
const failed = (error: StripeFailure): ConfirmResult =>
  error.type === 'validation_error'
    ? { status: 'invalid' }
    : { status: 'failed', code: error.code, decline_code: error.decline_code, message: error.message };

/**
 * Stripe's Payment Element for a real key. Stripe.js is loaded here, lazily (`@stripe/stripe-js/pure`), only when
 * a card or SEPA form is shown with a pk_test_/pk_live_ key. Stripe refuses to mount inside a ShadowRoot, so inside
 * an element (<merchant-checkout>, <merchant-dashboard>) the container is a light-DOM child of the host, projected
 * here through a named slot.
 */
export const StripeElement = forwardRef<CardFormHandle, CardFormProps>(function StripeElement(
  { clientSecret, stripeKey, mode, locale, returnUrl, onChange, onLoadError },
  ref,
) {
  const slotName = `cobro-payment-element-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const anchor = useRef<HTMLDivElement>(null);
  const api = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const callbacks = useRef({ onChange, onLoadError });
  callbacks.current = { onChange, onLoadError };

  useEffect(() => {
    const root = anchor.current!.getRootNode();
    let container: HTMLElement = anchor.current!;
    if (root instanceof ShadowRoot) {
      container = document.createElement('div');
      container.slot = slotName;
      root.host.append(container);
    }
    let element: StripePaymentElement | undefined;
    let cancelled = false;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(stripeKey);
      if (!stripe) throw new Error('Stripe.js did not load');
      if (cancelled) return;
      // Stripe.js speaks no Catalan: its form takes the language Catalan falls back to (decision 1156).
      const elements = stripe.elements({ clientSecret, locale: locale === 'ca' ? 'es' : locale });
      element = elements.create('payment');
      element.on('change', (event) => callbacks.current.onChange(event.complete));
      element.mount(container);
      api.current = { stripe, elements };
    })().catch((error: unknown) => callbacks.current.onLoadError(error));
    return () => {
      cancelled = true;
      api.current = null;
      element?.destroy();
      if (container !== anchor.current) container.remove();
    };
  }, [clientSecret, stripeKey, locale, slotName]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm() {
        const current = api.current;
        if (!current) return { status: 'failed', code: 'processing_error' };
        const { stripe, elements } = current;
        const confirmParams = { return_url: returnUrl };
        if (mode === 'setup') {
          const { error, setupIntent } = await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
          if (error) return failed(error);
          return setupIntent.status === 'succeeded' ? { status: 'succeeded' } : { status: 'processing' };
        }
        // The payment method expanded: a card's last four digits for the page's receipt.
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          confirmParams: { ...confirmParams, expand: ['payment_method'] },
          redirect: 'if_required',
        });
        if (error) return failed(error);
        const method = paymentIntent.payment_method;
        const last4 = typeof method === 'object' ? method?.card?.last4 : undefined;
        if (paymentIntent.status === 'succeeded') return { status: 'succeeded', last4 };
        return paymentIntent.status === 'processing' ? { status: 'processing', last4 } : failed({ code: paymentIntent.status });
      },
    }),
    [mode, returnUrl],
  );

  return (
    <div ref={anchor} className="stripe-element">
      <slot name={slotName} />
    </div>
  );
});
