import type { CheckoutPaymentMethod } from '@cobro/contracts';
import { paymentOptionsQuery } from '@cobro/data';
import { Button, ErrorPlaceholder, LoadingPlaceholder, type CardFailure } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCheckoutConfig } from '../app/checkout-config';
import { checkoutPath } from '../app/routes';
import { BackButton } from '../flow/back-button';
import { useFlow } from '../flow/flow-context';
import { CardErrorNotice } from '../providers/card-error-notice';
import { PaymentPanel } from './payment-panel';
import { METHOD_LABELS } from './method-labels';
import { usePaymentAttempt } from './use-payment-attempt';
import { WithdrawalConsent } from './withdrawal-consent';

/**
 * Step 3 (public-flows 4.4-4.7): the methods this buyer may use; choosing one prepares the payment. A service excluded
 * from withdrawal asks first for the buyer's consent (decision 1161): choosing a method without it marks the box and
 * takes the focus there, and unticking it hides the payment until it is ticked again.
 */
export function CompletePaymentPage() {
  const { t, i18n } = useLingui();
  const config = useCheckoutConfig();
  const { id, offer, state, dispatch } = useFlow();
  const [, navigate] = useLocation();
  const options = useQuery(paymentOptionsQuery(id, state.customer_id!));
  const { attempt, start } = usePaymentAttempt();
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const chosen = attempt.status === 'idle' ? null : attempt.method;

  useEffect(() => {
    if (options.data) dispatch({ type: 'payment-options', options: options.data });
  }, [options.data, dispatch]);

  const consentAsked = offer.service.withdrawalExcluded;
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const onConsent = (checked: boolean) => {
    setConsent(checked);
    if (checked) setConsentMissing(false);
  };

  // After Try again the button pressed is gone: the new card form takes the focus, or it would fall to <body>.
  const [retried, setRetried] = useState(false);
  const choose = (method: CheckoutPaymentMethod, retry = false) => {
    if (consentAsked && !consent) {
      setConsentMissing(true);
      consentBox.current?.focus();
      return;
    }
    setRetried(retry);
    setFailure(null);
    void start(method, consentAsked);
  };

  const detail = (method: CheckoutPaymentMethod) => ({
    purchase_id: state.purchaseId!,
    payment_method: method,
    plan_id: offer.planId,
    link_id: offer.linkId,
  });

  const onSucceeded = (method: CheckoutPaymentMethod, status: 'succeeded' | 'processing', last4: string | null) => {
    const at = status === 'succeeded' ? new Date().toISOString() : null;
    dispatch({ type: 'paid', at, cardLast4: method === 'card' ? last4 : null });
    if (status === 'succeeded') config.onPaymentSuccess?.(detail(method));
    else config.onPaymentPending?.(detail(method));
    navigate(`${checkoutPath(id, 'success')}?purchase_id=${encodeURIComponent(state.purchaseId!)}&method=${method}`);
  };

  const onFailed = (method: CheckoutPaymentMethod, cardFailure: CardFailure) => {
    setFailure(cardFailure);
    config.onPaymentFailed?.({ ...detail(method), code: cardFailure.code ?? null, decline_code: cardFailure.decline_code ?? null });
  };

  if (options.isPending) return <LoadingPlaceholder label={t`Loading payment methods`} />;
  if (options.isError) {
    return <ErrorPlaceholder title={t`The payment methods could not be loaded`} onRetry={() => void options.refetch()} />;
  }

  return (
    <div className="checkout-form">
      {options.data.length === 0 ? (
        <p role="alert">
          <Trans>This plan cannot be paid online right now. Contact the merchant.</Trans>
        </p>
      ) : (
        <>
          {consentAsked && <WithdrawalConsent ref={consentBox} checked={consent} onChange={onConsent} missing={consentMissing} />}
          <fieldset className="choice">
            <legend className="choice__legend">
              {offer.plan.type === 'variable' ? t`How will you pay for what you use?` : t`How do you want to pay?`}
            </legend>
            {options.data.map((method) => (
              <label key={method} className="choice__option">
                <input type="radio" name="payment_method" value={method} checked={chosen === method} onChange={() => choose(method)} />
                {i18n._(METHOD_LABELS[method])}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {failure && <CardErrorNotice failure={failure} />}
      {attempt.status === 'loading' && <LoadingPlaceholder lines={2} label={t`Preparing the payment`} />}
      {attempt.status === 'failed' && (
        <ErrorPlaceholder title={t`The payment could not be prepared`} onRetry={() => choose(attempt.method)} />
      )}
      {attempt.status === 'ready' &&
        (!consentAsked || consent) &&
        (failure ? (
          <Button variant="primary" size="lg" onClick={() => choose(attempt.method, true)}>
            {t`Try again`}
          </Button>
        ) : (
          <PaymentPanel
            key={attempt.number}
            method={attempt.method}
            data={attempt.data}
            request={attempt.request}
            setup={offer.plan.type === 'variable'}
            returnUrl={
              config.mode === 'page'
                ? `${window.location.origin}${checkoutPath(id, 'success')}?purchase_id=${encodeURIComponent(attempt.data.purchase_id)}&method=${attempt.method}`
                : window.location.href
            }
            onSucceeded={(status, last4) => onSucceeded(attempt.method, status, last4)}
            onFailed={(cardFailure) => onFailed(attempt.method, cardFailure)}
            autoFocus={retried}
          />
        ))}
      <div className="checkout-form__actions">
        <BackButton />
      </div>
    </div>
  );
}
