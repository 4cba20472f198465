import { zodResolver } from '@hookform/resolvers/zod';
import type { Charge } from '@cobro/contracts';
import { useSendReceipt } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, Dialog, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroup } from '../common/radio-group';
import { showApiErrorToast } from '../common/error-toast';
import { sendReceiptForm, type SendReceiptValues } from './send-receipt-form';

const DEFAULTS: SendReceiptValues = { recipient: 'main', email: '' };

/** Send a charge's receipt by e-mail: to the customer's main address or to another one (dashboard-core 5). */
export function SendReceiptDialog({ charge, onClose }: { charge: Charge | null; onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const send = useSendReceipt();
  const mainEmail = charge?.customer.email ?? '';
  const schema = useMemo(() => sendReceiptForm(mainEmail), [mainEmail]);
  const form = useForm<SendReceiptValues, unknown, { email: string }>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  useEffect(() => {
    if (charge) form.reset(DEFAULTS);
  }, [charge, form]);
  const recipient = form.watch('recipient');

  const submit = form.handleSubmit(async ({ email }) => {
    if (!charge) return;
    try {
      await send.mutateAsync({ id: charge.id, email });
      toast({ title: t`Receipt sent`, description: email, tone: 'success' });
      onClose();
    } catch (error) {
      showApiErrorToast(error);
    }
  });

  const { errors } = form.formState;
  return (
    <Dialog
      open={charge !== null}
      onClose={onClose}
      size="sm"
      title={t`Send receipt`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={form.formState.isSubmitting}>
            <Trans>Send</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="money-form" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          legend={t`Send to`}
          value={recipient}
          options={[
            { value: 'main', label: t`Main e-mail (${mainEmail})` },
            { value: 'other', label: t`Another e-mail` },
          ]}
          onChange={(value) => form.setValue('recipient', value as SendReceiptValues['recipient'], { shouldValidate: form.formState.isSubmitted })}
        />
        {errors.recipient?.message && (
          <p className="field__error" role="alert">
            {fieldMessage(errors.recipient.message)}
          </p>
        )}
        {recipient === 'other' && (
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            error={errors.email?.message && fieldMessage(errors.email.message)}
            {...form.register('email')}
          />
        )}
      </form>
    </Dialog>
  );
}
