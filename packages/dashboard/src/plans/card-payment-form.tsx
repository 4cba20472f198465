import type { ProductCheckoutResponse } from '@cobro/contracts';
import { Button } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { SandboxCardFrame, type CardFrameHandle } from './sandbox-card-frame';

interface CardPaymentFormProps {
  checkout: ProductCheckoutResponse;
  mode: 'payment' | 'setup';
  submitLabel: string;
  onDone: () => void;
}

/**
 * The card form of a payment page and its submit button: confirms the payment (a plan) or the setup (a platform's
 * card) in the provider's frame. The sandbox's frame only: a real provider key is not served by this page yet.
 */
export function CardPaymentForm({ checkout, mode, submitLabel, onDone }: CardPaymentFormProps) {
  const { t } = useLingui();
  const form = useRef<CardFrameHandle>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!checkout.stripe_key.startsWith('pk_sandbox_')) {
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
      <SandboxCardFrame ref={form} clientSecret={checkout.client_secret} mode={mode} />
      {failure && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
      {/* Never disabled (decision 0859): a confirm with a field wrong makes the frame say why at that field. */}
      <Button variant="primary" size="lg" loading={busy} onClick={() => void submit()}>
        {submitLabel}
      </Button>
    </div>
  );
}
