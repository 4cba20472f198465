import type { Withdrawal } from '@cobro/contracts';
import { useRefundWithdrawal } from '@cobro/data';
import { toast } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../common/confirm-dialog';
import { showApiErrorToast } from '../common/error-toast';

/**
 * The one action a withdrawal asks of the merchant (decision 1153): refund it in full, which cancels a subscription
 * at once; asked once more in a dialog, since it cannot be undone.
 */
export function useWithdrawalRefund(): { ask: (withdrawal: Withdrawal) => void; dialog: ReactNode } {
  const { t } = useLingui();
  const [asked, setAsked] = useState<Withdrawal | null>(null);
  const refund = useRefundWithdrawal();
  const confirm = async () => {
    if (!asked) return;
    try {
      // Without refunded_at another tab is refunding it (decision 1162): its realtime event shows the refund when done.
      const answered = await refund.mutateAsync(asked.id);
      if (answered.refunded_at) toast({ title: t`Withdrawal refunded`, tone: 'success' });
      setAsked(null);
    } catch (error) {
      showApiErrorToast(error);
    }
  };
  return {
    ask: setAsked,
    dialog: (
      <ConfirmDialog
        open={asked !== null}
        title={t`Refund the withdrawal?`}
        description={t`Every payment of this sale is refunded in full, and a subscription ends now. This cannot be undone.`}
        confirmLabel={t`Refund in full`}
        busy={refund.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    ),
  };
}
