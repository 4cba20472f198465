import { bizumPhone, type PaymentDataBody, type RedsysPaymentData } from '@cobro/contracts';
import { usePaymentData } from '@cobro/data';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useCheckoutConfig } from '../app/checkout-config';
import { toastApiError } from '../errors/toast-api-error';
import { submitRedsysForm } from '../providers/redsys-form';

/**
 * Bizum through Redsys (decision 1136): the buyer may give the mobile registered in Bizum, which Bizum's page then
 * shows filled in; the form prepared for the method is signed again with it. Nothing leaves the page until the
 * buyer presses the button (WCAG 3.2.2), as for Redsys's card page.
 */
export function BizumPanel({ data, request }: { data: z.output<typeof RedsysPaymentData>; request: PaymentDataBody }) {
  const { t } = useLingui();
  const { onError } = useCheckoutConfig();
  const paymentData = usePaymentData();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);

  const go = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return submitRedsysForm(data.url, data.body);
    const mobile = bizumPhone(phone);
    if (!mobile) return setInvalid(true);
    try {
      const signed = await paymentData.mutateAsync({ body: { ...request, bizum_phone: mobile }, idempotencyKey: crypto.randomUUID() });
      if ('body' in signed) submitRedsysForm(signed.url, signed.body);
    } catch (failure) {
      onError?.(toastApiError(failure));
    }
  };

  return (
    <form className="redirect-panel" onSubmit={(event) => void go(event)} noValidate>
      <p>
        <Trans>You will confirm the payment with Bizum in your bank's app and come back here.</Trans>
      </p>
      <TextField
        label={t`Bizum mobile (optional)`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t`We fill it in on Bizum's page.`}
        error={invalid ? t`Enter a Spanish mobile: 9 digits starting with 6 or 7.` : undefined}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setInvalid(false);
        }}
      />
      <Button type="submit" variant="primary" size="lg" loading={paymentData.isPending}>
        {t`Continue to Bizum`}
      </Button>
    </form>
  );
}
