import type { CheckoutPaymentMethod, PaymentDataBody, PaymentDataResponse } from '@cobro/contracts';
import { cardFormKind, ErrorPlaceholder, type CardFailure } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useCheckoutConfig } from '../app/checkout-config';
import { CardPanel } from './card-panel';
import { BizumPanel } from './bizum-panel';
import { InespayPanel, RedsysPanel } from './redirect-panels';

export interface PaymentPanelProps {
  method: CheckoutPaymentMethod;
  data: PaymentDataResponse;
  /** The payment-data body that answered `data`. */
  request: PaymentDataBody;
  /** A variable plan (decision 1139): the card form saves the method (a SetupIntent's secret), nothing is paid. */
  setup: boolean;
  returnUrl: string;
  onSucceeded: (status: 'succeeded' | 'processing', last4: string | null) => void;
  onFailed: (failure: CardFailure) => void;
  /** The buyer pressed Try again: the new card form takes the focus. */
  autoFocus?: boolean;
}

/** What the payment data calls for: the card form (card, SEPA), the Redsys form post (card or Bizum), or the Inespay link. */
export function PaymentPanel({ method, data, request, setup, returnUrl, onSucceeded, onFailed, autoFocus }: PaymentPanelProps) {
  const { t } = useLingui();
  const { onError } = useCheckoutConfig();
  const [formFailed, setFormFailed] = useState(false);
  const showFormError = () => {
    setFormFailed(true);
    onError?.({ code: 'OTFE-004', message: 'The payment form of the provider could not be shown.' });
  };
  const unknownKey = 'client_secret' in data && cardFormKind(data.stripe_key) === 'unknown';
  useEffect(() => {
    if (unknownKey) showFormError();
    // Reported once per payment data (the panel is keyed by attempt), not on every render.
  }, [unknownKey]);

  if ('client_secret' in data) {
    if (formFailed || unknownKey) {
      return <ErrorPlaceholder title={t`The payment form could not be shown`} description="OTFE-004" />;
    }
    return (
      <CardPanel
        method={method === 'sepa_debit' ? 'sepa_debit' : 'card'}
        mode={setup ? 'setup' : 'payment'}
        clientSecret={data.client_secret}
        stripeKey={data.stripe_key}
        amount={data.current_price}
        currency={data.currency}
        returnUrl={returnUrl}
        onSucceeded={onSucceeded}
        onFailed={onFailed}
        onLoadError={showFormError}
        autoFocus={autoFocus}
      />
    );
  }
  if ('body' in data) return method === 'bizum' ? <BizumPanel data={data} request={request} /> : <RedsysPanel data={data} />;
  return <InespayPanel url={data.url} />;
}
