import type { SubscriptionView } from '@cobro/contracts';
import { useSubscriptionPaymentData } from '@cobro/data';
import { Button, CardForm, cardFormKind, ErrorPlaceholder, LoadingPlaceholder, type CardFailure, type CardFormHandle } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useCheckoutConfig } from '../app/checkout-config';
import { METHOD_LABELS } from '../complete-payment/method-labels';
import { toastApiError } from '../errors/toast-api-error';
import { CardErrorNotice } from '../providers/card-error-notice';

type Method = SubscriptionView['payment_methods'][number];
type Setup = { method: Method; number: number; clientSecret: string; stripeKey: string };

/** Choose SEPA or card, get a setup secret, confirm it in the provider's form (setup mode), then done. */
export function UpdateCardForm({ subscription }: { subscription: SubscriptionView }) {
  const { t, i18n } = useLingui();
  const { paymentsUrl, locale } = useCheckoutConfig();
  const paymentData = useSubscriptionPaymentData();
  const form = useRef<CardFormHandle>(null);
  const attempts = useRef(0);
  const [chosen, setChosen] = useState<Method | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [done, setDone] = useState(false);
  const [formFailed, setFormFailed] = useState(false);

  const choose = async (method: Method) => {
    attempts.current += 1;
    const number = attempts.current;
    setChosen(method);
    setSetup(null);
    setFailure(null);
    setFormFailed(false);
    try {
      const data = await paymentData.mutateAsync({
        id: subscription.id,
        body: { payment_method: method, customer_stripe_id: subscription.customer.stripe_id ?? '' },
      });
      if (number === attempts.current) setSetup({ method, number, clientSecret: data.client_secret, stripeKey: data.stripe_key });
    } catch (error) {
      if (number === attempts.current) toastApiError(error);
    }
  };

  const save = async () => {
    if (!form.current || saving) return;
    setSaving(true);
    const result = await form.current.confirm();
    setSaving(false);
    if (result.status === 'failed') setFailure(result);
    else if (result.status !== 'invalid') setDone(true);
  };

  const planName = subscription.plan.name;
  if (done) {
    return (
      <p role="status" className="result">
        <Trans>Your payment method is updated. The next payments of {planName} will use it.</Trans>
      </p>
    );
  }

  return (
    <div className="checkout-form">
      <fieldset className="choice">
        <legend className="choice__legend">{t`New payment method`}</legend>
        {subscription.payment_methods.map((method) => (
          <label key={method} className="choice__option">
            <input type="radio" name="update-card-method" value={method} checked={chosen === method} onChange={() => void choose(method)} />
            {i18n._(METHOD_LABELS[method])}
          </label>
        ))}
      </fieldset>
      {failure && <CardErrorNotice failure={failure} />}
      {paymentData.isPending && <LoadingPlaceholder lines={2} label={t`Preparing the form`} />}
      {setup && (formFailed || cardFormKind(setup.stripeKey) === 'unknown') && (
        <ErrorPlaceholder title={t`The payment form could not be shown`} description="OTFE-004" onRetry={() => void choose(setup.method)} />
      )}
      {setup && !formFailed && cardFormKind(setup.stripeKey) !== 'unknown' && (
        <>
          <CardForm
            key={setup.number}
            ref={form}
            clientSecret={setup.clientSecret}
            stripeKey={setup.stripeKey}
            method={setup.method}
            mode="setup"
            paymentsUrl={paymentsUrl}
            locale={locale}
            returnUrl={window.location.href}
            onChange={() => undefined}
            onLoadError={() => setFormFailed(true)}
          />
          {failure ? (
            <Button variant="primary" size="lg" onClick={() => void choose(setup.method)}>
              {t`Try again`}
            </Button>
          ) : (
            <Button variant="primary" size="lg" loading={saving} onClick={save}>
              {t`Save payment method`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
