import { formatMoney } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { CardFormHandle } from '../providers/card-form';
import type { CardFailure } from '../providers/card-errors';
import { CardPaymentForm } from '../providers/card-payment-form';

export interface CardPanelProps {
  method: 'card' | 'sepa_debit';
  clientSecret: string;
  stripeKey: string;
  amount: number;
  currency: string;
  returnUrl: string;
  onSucceeded: (status: 'succeeded' | 'processing') => void;
  onFailed: (failure: CardFailure) => void;
  onLoadError: (error: unknown) => void;
}

/**
 * The provider's form and our Pay button (the frame has none). Pay stays disabled until the fields are complete
 * and while a confirmation is in flight, so a double click never confirms twice.
 */
export function CardPanel({ method, clientSecret, stripeKey, amount, currency, returnUrl, onSucceeded, onFailed, onLoadError }: CardPanelProps) {
  const { t } = useLingui();
  const form = useRef<CardFormHandle>(null);
  const inFlight = useRef(false);
  const [complete, setComplete] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const price = formatMoney(amount, currency);

  const pay = async () => {
    if (inFlight.current || !form.current) return;
    inFlight.current = true;
    setConfirming(true);
    const result = await form.current.confirm();
    inFlight.current = false;
    setConfirming(false);
    if (result.status === 'failed') onFailed(result);
    else onSucceeded(result.status);
  };

  return (
    <div className="card-panel">
      <CardPaymentForm
        ref={form}
        clientSecret={clientSecret}
        stripeKey={stripeKey}
        method={method}
        mode="payment"
        returnUrl={returnUrl}
        onChange={setComplete}
        onLoadError={onLoadError}
      />
      <Button variant="primary" size="lg" disabled={!complete} loading={confirming} onClick={pay}>
        {t`Pay ${price}`}
      </Button>
    </div>
  );
}
