import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_MESSAGES, normalizePaymentMethod, refundableAmount, refundForm, RefundReason, type Charge, type RefundBody } from '@cobro/contracts';
import { useRefundCharge } from '@cobro/data';
import { fieldMessage, formatAmount, formatMoney } from '@cobro/i18n';
import { Button, Dialog, MoneyField, SelectField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showApiErrorToast } from '../common/error-toast';
import { newIntentKey } from './intent-key';
import { REFUND_REASON_LABELS } from './charge-texts';
import { refundAmountError } from './refund-errors';

type Values = { amount: string; reason: RefundReason | '' };

/** The fields as typed (an empty reason is "no reason") through the contract's refundForm, in cents. */
const refundFormFromFields = (remaining: number) =>
  z
    .object({ amount: z.string(), reason: RefundReason.or(z.literal('')) })
    .transform(({ amount, reason }): { amount: string | number; reason?: RefundReason } => (reason ? { amount, reason } : { amount }))
    .pipe(refundForm(remaining));

/**
 * Refund part or all of a charge (dashboard-core 5): the amount in euros with decimals, required, above 0 and up to
 * what is left (compared in cents by the contract's refundForm), an optional reason, and a warning for SEPA. The
 * amount starts as what is left, the usual refund, written as a Spaniard reads it (`1.249,90`).
 */
export function RefundDialog({ charge, onClose }: { charge: Charge | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const refund = useRefundCharge();
  // What is left to refund: the charge's own figure, until a CHA-006 tells what the server counted.
  const [serverRemaining, setServerRemaining] = useState<number | null>(null);
  const remaining = serverRemaining ?? (charge ? refundableAmount(charge) : 0);
  // One key per opening: a double submit or a retry of this refund is the same refund for the server.
  const intentKey = useMemo(() => (charge ? newIntentKey() : ''), [charge]);

  const schema = useMemo(() => refundFormFromFields(remaining), [remaining]);
  const form = useForm<Values, unknown, RefundBody>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reason: '' },
  });
  useEffect(() => {
    if (!charge) return;
    setServerRemaining(null);
    form.reset({ amount: formatAmount(refundableAmount(charge)), reason: '' });
  }, [charge, form]);

  const submit = form.handleSubmit(async (body) => {
    if (!charge) return;
    try {
      await refund.mutateAsync({ id: charge.id, body, idempotencyKey: intentKey });
      toast({ title: t`Refund made`, description: formatMoney(body.amount, charge.currency), tone: 'success' });
      onClose();
    } catch (error) {
      const inline = refundAmountError(error, remaining);
      if (!inline) return showApiErrorToast(error);
      setServerRemaining(inline.remaining);
      form.setError('amount', { message: inline.message }, { shouldFocus: true });
    }
  });

  const amountError = form.formState.errors.amount?.message;
  const currency = charge?.currency ?? 'eur';
  const amountText =
    amountError === FIELD_MESSAGES.invalidRefund
      ? t`${fieldMessage(amountError)}: enter more than 0 and up to ${formatMoney(remaining, currency)}.`
      : amountError && fieldMessage(amountError);
  const sepa = charge ? normalizePaymentMethod(charge.payment_method) === 'sepa_debit' : false;

  return (
    <Dialog
      open={charge !== null}
      onClose={onClose}
      size="sm"
      title={t`Refund payment`}
      description={charge ? t`${formatMoney(remaining, currency)} of ${formatMoney(charge.amount, currency)} can still be refunded.` : undefined}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={form.formState.isSubmitting}>
            <Trans>Refund</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="money-form" noValidate onSubmit={(event) => void submit(event)}>
        {sepa && (
          <p className="money-form__warning" role="note">
            <Trans>SEPA direct debit refunds can take several business days to reach the customer and cannot be undone.</Trans>
          </p>
        )}
        <MoneyField label={t`Amount (EUR)`} error={amountText || undefined} {...form.register('amount')} />
        <SelectField
          label={t`Reason (optional)`}
          placeholder={t`No reason`}
          options={RefundReason.options.map((reason) => ({ value: reason, label: i18n._(REFUND_REASON_LABELS[reason]) }))}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
