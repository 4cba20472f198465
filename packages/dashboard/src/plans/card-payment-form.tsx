import type { ProductCheckoutResponse } from '@cobro/contracts';
import { detectLocale } from '@cobro/i18n';
import { Button, CardForm, cardFormKind, type CardFormHandle } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useDashboardConfig } from '../app/dashboard-config';

const ignoreCompleteness = () => undefined;

interface CardPaymentFormProps {
  checkout: ProductCheckoutResponse;
  mode: 'payment' | 'setup';
  submitLabel: string;
  onDone: () => void;
}

/**
 * The card form of a payment page and its submit button: confirms the payment (a plan) or the setup (a platform's
 * card) in the form the key calls for, the checkout's own (`CardForm`): the sandbox frame for pk_sandbox_, Stripe's
 * Payment Element for pk_test_/pk_live_ (Stripe.js loaded only then).
 */
export function CardPaymentForm({ checkout, mode, submitLabel, onDone }: CardPaymentFormProps) {
  const { t, i18n } = useLingui();
  const { apiUrl, paymentsUrl } = useDashboardConfig();
  const form = useRef<CardFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  if (loadFailed || cardFormKind(checkout.stripe_key) === 'unknown') {
    return <p role="alert">{t`The card form could not be loaded. Write to us and we will help you pay.`}</p>;
  }
  const submit = async () => {
    if (!form.current || busy) return;
    setBusy(true);
    setFailure(null);
    const result = await form.current.confirm();
    setBusy(false);
    if (result.status === 'succeeded' || result.status === 'processing') onDone();
    else if (result.status === 'failed') setFailure(result.message ?? t`The card was declined. Try another card.`);
  };
  return (
    <div className="product-payment__form">
      <CardForm
        ref={form}
        clientSecret={checkout.client_secret}
        stripeKey={checkout.stripe_key}
        method="card"
        mode={mode}
        paymentsUrl={paymentsUrl ?? `${apiUrl.replace(/\/+$/, '')}/payments`}
        locale={detectLocale(i18n.locale)}
        returnUrl={window.location.href}
        onChange={ignoreCompleteness}
        onLoadError={() => setLoadFailed(true)}
      />
      {failure && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
      {/* Never disabled (decision 0859): a confirm with a field wrong makes the form say why at that field. */}
      <Button variant="primary" size="lg" loading={busy} onClick={() => void submit()}>
        {submitLabel}
      </Button>
    </div>
  );
}
