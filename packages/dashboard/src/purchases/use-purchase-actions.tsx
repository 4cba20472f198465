import type { Purchase } from '@cobro/contracts';
import { useCancelPurchase, usePausePurchase, useResumePurchase } from '@cobro/data';
import { toast, type MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { purchaseDetailPath } from '../app/routes';
import { ConfirmDialog } from '../common/confirm-dialog';
import { showApiErrorToast } from '../common/error-toast';
import { ChangeMethodDialog } from './change-method-dialog';
import { ManualPaymentDialog } from './manual-payment-dialog';
import { cancelVia, purchaseRowActions, updateCardLink } from './purchase-row-actions';

type Open =
  | { kind: 'pause' | 'resume' | 'cancel' | 'manual-payment'; purchase: Purchase }
  | { kind: 'change-method'; link: string; copied: boolean }
  | null;

/** A purchase's actions (menu items) and their dialogs: the purchases list, a customer's history and the detail. */
export function usePurchaseActions(options: { withDetails: boolean }): {
  menu: (purchase: Purchase) => MenuItem[];
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const cancel = useCancelPurchase();
  const pause = usePausePurchase();
  const resume = useResumePurchase();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, tone: 'success' });
      close();
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  const changeMethod = async (purchase: Purchase) => {
    const link = updateCardLink(window.location.origin, purchase.subscription_id ?? '');
    // The dialog shows the link either way, so a refused clipboard still leaves it there to copy by hand.
    const copied = await navigator.clipboard.writeText(link).then(
      () => true,
      () => false,
    );
    setOpen({ kind: 'change-method', link, copied });
  };

  const menu = (purchase: Purchase): MenuItem[] =>
    purchaseRowActions(purchase, options).map((action) => {
      switch (action) {
        case 'details':
          return { id: action, label: t`See details`, onSelect: () => navigate(purchaseDetailPath(purchase.id)) };
        case 'change-method':
          return { id: action, label: t`Change payment method`, icon: 'copy', onSelect: () => void changeMethod(purchase) };
        case 'manual-payment':
          return { id: action, label: t`Manual payment`, onSelect: () => setOpen({ kind: action, purchase }) };
        case 'pause':
          return { id: action, label: t`Pause`, onSelect: () => setOpen({ kind: action, purchase }) };
        case 'resume':
          return { id: action, label: t`Resume`, onSelect: () => setOpen({ kind: action, purchase }) };
        case 'cancel':
          return { id: action, label: t`Cancel subscription`, tone: 'danger', onSelect: () => setOpen({ kind: action, purchase }) };
      }
    });

  const target = open && 'purchase' in open ? open.purchase : null;
  const dialogs = (
    <>
      <ConfirmDialog
        open={open?.kind === 'pause'}
        title={t`Pause subscription`}
        description={target ? t`No charges will be made to ${target.customer.name} for "${target.plan.name}" until you resume it.` : ''}
        confirmLabel={t`Pause`}
        busy={pause.isPending}
        onConfirm={() => target && void run(() => pause.mutateAsync(target.id), t`Subscription paused`)}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'resume'}
        title={t`Resume subscription`}
        description={target ? t`Charges to ${target.customer.name} for "${target.plan.name}" will start again.` : ''}
        confirmLabel={t`Resume`}
        busy={resume.isPending}
        onConfirm={() => target && void run(() => resume.mutateAsync(target.id), t`Subscription resumed`)}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'cancel'}
        title={t`Cancel subscription`}
        description={target ? t`The subscription of ${target.customer.name} to "${target.plan.name}" will be canceled. This cannot be undone.` : ''}
        confirmLabel={t`Cancel subscription`}
        busy={cancel.isPending}
        onConfirm={() => target && void run(() => cancel.mutateAsync({ id: target.id, via: cancelVia(target) }), t`Subscription canceled`)}
        onClose={close}
      />
      <ManualPaymentDialog purchase={open?.kind === 'manual-payment' ? open.purchase : null} onClose={close} />
      <ChangeMethodDialog
        link={open?.kind === 'change-method' ? open.link : null}
        copied={open?.kind === 'change-method' && open.copied}
        onClose={close}
      />
    </>
  );
  return { menu, dialogs };
}
