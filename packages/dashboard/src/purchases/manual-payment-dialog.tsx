import { zodResolver } from '@hookform/resolvers/zod';
import { ManualPaymentMethod, ManualPurchaseBody, type Purchase } from '@cobro/contracts';
import { useManualPurchase } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, Dialog, SelectField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showApiErrorToast } from '../common/error-toast';
import { MANUAL_PAYMENT_LABELS } from './purchase-texts';

type Values = { payment_method: string };
/** The select starts empty (no default method); the contract's body then requires one of the spec's list. */
const ManualPaymentForm = z.object({ payment_method: z.string() }).pipe(ManualPurchaseBody);

/** Record that an unpaid or past-due subscription was paid outside the gateway; the method is required. */
export function ManualPaymentDialog({ purchase, onClose }: { purchase: Purchase | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const pay = useManualPurchase();
  const form = useForm<Values, unknown, z.output<typeof ManualPurchaseBody>>({
    resolver: zodResolver(ManualPaymentForm),
    defaultValues: { payment_method: '' },
  });
  useEffect(() => {
    if (purchase) form.reset({ payment_method: '' });
  }, [purchase, form]);

  const submit = form.handleSubmit(async ({ payment_method }) => {
    if (!purchase) return;
    try {
      await pay.mutateAsync({ id: purchase.id, payment_method });
      toast({ title: t`Payment recorded`, tone: 'success' });
      onClose();
    } catch (error) {
      showApiErrorToast(error);
    }
  });

  const error = form.formState.errors.payment_method?.message;
  return (
    <Dialog
      open={purchase !== null}
      onClose={onClose}
      size="sm"
      title={t`Manual payment`}
      description={t`Record a payment your customer made outside the gateway. The subscription is brought up to date.`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={form.formState.isSubmitting}>
            <Trans>Record payment</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="money-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t`Payment method`}
          placeholder={t`Choose a method`}
          options={ManualPaymentMethod.options.map((method) => ({ value: method, label: i18n._(MANUAL_PAYMENT_LABELS[method]) }))}
          error={error && fieldMessage(error)}
          {...form.register('payment_method')}
        />
      </form>
    </Dialog>
  );
}
