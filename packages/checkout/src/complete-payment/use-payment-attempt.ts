import type { CheckoutPaymentMethod, PaymentDataBody, PaymentDataResponse } from '@cobro/contracts';
import { useCreatePurchase, usePaymentData } from '@cobro/data';
import { useRef, useState } from 'react';
import { useCheckoutConfig } from '../app/checkout-config';
import { toastApiError } from '../errors/toast-api-error';
import { useFlow } from '../flow/flow-context';
import { createPurchaseInput, paymentDataBody } from './purchase-request';

export type AttemptState =
  | { status: 'idle' }
  | { status: 'loading'; method: CheckoutPaymentMethod; number: number }
  /** `request`: the payment-data body, which Bizum's panel sends again with the buyer's mobile. */
  | { status: 'ready'; method: CheckoutPaymentMethod; number: number; data: PaymentDataResponse; request: PaymentDataBody }
  | { status: 'failed'; method: CheckoutPaymentMethod; number: number };

/**
 * public-flows 4.4: choosing a method creates the purchase, then fetches its payment data; the price shows as
 * loading meanwhile. Each attempt has its own Idempotency-Key (one per call of it, so the two calls never share
 * one): a retried request of the same attempt replays, a new choice is a new attempt. Attempts run one after
 * another, and one superseded before it asks for payment data never asks: a buyer arrowing through the methods
 * must not have a late answer for a passed-over method abandon the charge of the method finally chosen.
 */
export function usePaymentAttempt() {
  const { onError, mode, sessionId } = useCheckoutConfig();
  const { id, offer, session, state, dispatch } = useFlow();
  const createPurchase = useCreatePurchase();
  const paymentData = usePaymentData();
  const latest = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [attempt, setAttempt] = useState<AttemptState>({ status: 'idle' });

  /** `withdrawalConsent`: the buyer ticked the consent an excluded service asks for (decision 1161). */
  const start = (method: CheckoutPaymentMethod, withdrawalConsent = false) => {
    latest.current += 1;
    const number = latest.current;
    setAttempt({ status: 'loading', method, number });
    dispatch({ type: 'price-loading' });
    const run = () => (number === latest.current ? attemptPayment(method, number, withdrawalConsent) : Promise.resolve());
    queue.current = queue.current.then(run);
    return queue.current;
  };

  const attemptPayment = async (method: CheckoutPaymentMethod, number: number, withdrawalConsent: boolean) => {
    const key = crypto.randomUUID();
    const request = createPurchaseInput(method, offer, state.customer_id!, session, key);
    const { body } = request;
    try {
      const created = await createPurchase.mutateAsync(request);
      if (number !== latest.current) return;
      const page = mode === 'embedded' ? { href: window.location.href, id, sessionId } : null;
      const dataBody = paymentDataBody(body, created.purchase_id, page, withdrawalConsent);
      const data = await paymentData.mutateAsync({ body: dataBody, idempotencyKey: `${key}:payment-data` });
      if (number !== latest.current) return;
      dispatch({
        type: 'payment-data',
        purchaseId: data.purchase_id,
        currentPrice: data.current_price,
        fullPrice: data.full_price,
        currency: data.currency,
        paymentUrl: 'url' in data ? data.url : null,
      });
      setAttempt({ status: 'ready', method, number, data, request: dataBody });
    } catch (failure) {
      if (number !== latest.current) return;
      dispatch({ type: 'price-failed' });
      setAttempt({ status: 'failed', method, number });
      onError?.(toastApiError(failure));
    }
  };

  return { attempt, start };
}
