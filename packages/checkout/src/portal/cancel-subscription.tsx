import type { PortalPurchase } from '@cobro/contracts';
import { usePortalCancel } from '@cobro/data';
import { formatDate } from '@cobro/i18n';
import { Button, Dialog } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PortalError } from './portal-error';

/**
 * Cancel, when the merchant lets buyers (`can_cancel`, decision 1154): a confirmation, then what the answer says,
 * ended now or at the end of the period.
 */
export function CancelSubscription({ purchase }: { purchase: PortalPurchase }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const cancel = usePortalCancel({ onSuccess: () => setOpen(false) });
  const planName = purchase.plan_name;
  const ended = cancel.data ?? purchase;
  const endsOn = ended.cancel_at ? formatDate(ended.cancel_at) : null;
  return (
    <>
      {ended.canceled_at ? (
        <p role="status">{t`Your subscription is canceled.`}</p>
      ) : endsOn ? (
        <p role="status">
          <Trans>Your subscription ends on {endsOn}. You will not be charged again.</Trans>
        </p>
      ) : (
        purchase.can_cancel && <Button onClick={() => setOpen(true)}>{t`Cancel subscription`}</Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Cancel your subscription to ${planName}?`}
        description={t`The shop decides whether it ends now or at the end of the period you paid; we show you which as soon as it is done.`}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t`Keep subscription`}</Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(purchase.id)}>
              {t`Cancel subscription`}
            </Button>
          </>
        }
      >
        {cancel.isError && <PortalError error={cancel.error} />}
      </Dialog>
    </>
  );
}
