import { formatMoney } from '@cobro/i18n';
import { Button, CardForm, type CardFailure, type CardFormHandle } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useCheckoutConfig } from '../app/checkout-config';

const ignoreCompleteness = () => undefined;

export interface CardPanelProps {
  method: 'card' | 'sepa_debit';
  /** `setup` saves the method without paying (a variable plan, decision 1139): the client secret is a SetupIntent's. */
  mode: 'payment' | 'setup';
  clientSecret: string;
  stripeKey: string;
  amount: number;
  currency: string;
  returnUrl: string;
  /** The card's last four digits when the form gives them (a card, not SEPA). */
  onSucceeded: (status: 'succeeded' | 'processing', last4: string | null) => void;
  onFailed: (failure: CardFailure) => void;
  onLoadError: (error: unknown) => void;
  /** Take the focus when shown (a new attempt after a decline: the button pressed is gone). */
  autoFocus?: boolean;
}

/**
 * The provider's form and our Pay button (the frame has none), or Save and subscribe when it only saves the method
 * (setup). Pay is always enabled, as Stripe's own checkout: pressing it with a field wrong makes the form say why at
 * that field (decision 0859); a disabled button would give no reason. A confirmation in flight ignores further
 * clicks, so a double click never confirms twice.
 */
export function CardPanel({ method, mode, clientSecret, stripeKey, amount, currency, returnUrl, onSucceeded, onFailed, onLoadError, autoFocus }: CardPanelProps) {
  const { t } = useLingui();
  const { paymentsUrl, locale } = useCheckoutConfig();
  const form = useRef<CardFormHandle>(null);
  const inFlight = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const price = formatMoney(amount, currency);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The provider's frame when it is there (its first field is the next key press), else the panel itself.
    if (autoFocus) (panel.current?.querySelector('iframe') ?? panel.current)?.focus();
  }, [autoFocus]);

  const pay = async () => {
    if (inFlight.current || !form.current) return;
    inFlight.current = true;
    setConfirming(true);
    const result = await form.current.confirm();
    inFlight.current = false;
    setConfirming(false);
    if (result.status === 'failed') onFailed(result);
    else if (result.status !== 'invalid') onSucceeded(result.status, result.last4 ?? null);
  };

  return (
    <div className="card-panel" ref={panel} tabIndex={-1}>
      <CardForm
        ref={form}
        clientSecret={clientSecret}
        stripeKey={stripeKey}
        method={method}
        mode={mode}
        paymentsUrl={paymentsUrl}
        locale={locale}
        returnUrl={returnUrl}
        onChange={ignoreCompleteness}
        onLoadError={onLoadError}
      />
      <Button variant="primary" size="lg" loading={confirming} onClick={pay}>
        {mode === 'setup' ? t`Save and subscribe` : t`Pay ${price}`}
      </Button>
    </div>
  );
}
