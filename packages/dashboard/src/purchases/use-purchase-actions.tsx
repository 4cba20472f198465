import type { Purchase } from '@cobro/contracts';
import { purchaseQuery, useCancelPurchase, usePausePurchase, useResumePurchase } from '@cobro/data';
import { toast, type MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { purchaseDetailPath } from '../app/routes';
import { ConfirmDialog } from '../common/confirm-dialog';
import { showApiErrorToast } from '../common/error-toast';
import { useEntityDialogs } from '../common/use-entity-dialogs';
import { ChangeMethodDialog } from './change-method-dialog';
import { ManualPaymentDialog } from './manual-payment-dialog';
import { cancelVia, purchaseRowActions, updateCardLink, type PurchaseAction } from './purchase-row-actions';

type PurchaseDialog = Exclude<PurchaseAction, 'details'>;
const DIALOGS: readonly PurchaseDialog[] = ['change-method', 'manual-payment', 'pause', 'resume', 'cancel'];

/**
 * A purchase's actions (menu items) and their dialogs: the purchases list, a customer's history and the detail. The
 * open dialog is in the URL (`?dialog=pause&purchase=pu_1`, decision 0514).
 */
export function usePurchaseActions(options: { withDetails: boolean }): {
  menu: (purchase: Purchase) => MenuItem[];
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const { opened, open, close } = useEntityDialogs<PurchaseDialog, Purchase>({
    dialogs: DIALOGS,
    entities: ['purchase'],
    load: async (dialog, { purchase: id = '' }) => {
      const purchase = await client.fetchQuery({ ...purchaseQuery(id), staleTime: 0 });
      return purchaseRowActions(purchase, options).includes(dialog) ? purchase : null;
    },
  });
  // The purchase whose update-card link went to the clipboard in this visit; after a reload the dialog asks to copy it.
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
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
    setCopiedFor(copied ? purchase.id : null);
    open('change-method', { purchase: purchase.id }, purchase);
  };
  const ask = (action: PurchaseDialog, purchase: Purchase) => () => open(action, { purchase: purchase.id }, purchase);

  const menu = (purchase: Purchase): MenuItem[] =>
    purchaseRowActions(purchase, options).map((action) => {
      switch (action) {
        case 'details':
          return { id: action, label: t`See details`, onSelect: () => navigate(purchaseDetailPath(purchase.id)) };
        case 'change-method':
          return { id: action, label: t`Change payment method`, icon: 'copy', onSelect: () => void changeMethod(purchase) };
        case 'manual-payment':
          return { id: action, label: t`Manual payment`, onSelect: ask(action, purchase) };
        case 'pause':
          return { id: action, label: t`Pause`, onSelect: ask(action, purchase) };
        case 'resume':
          return { id: action, label: t`Resume`, onSelect: ask(action, purchase) };
        case 'cancel':
          return { id: action, label: t`Cancel subscription`, tone: 'danger', onSelect: ask(action, purchase) };
      }
    });

  const target = opened?.entity ?? null;
  const dialogs = (
    <>
      <ConfirmDialog
        open={opened?.dialog === 'pause'}
        title={t`Pause subscription`}
        description={target ? t`No charges will be made to ${target.customer.name} for "${target.plan.name}" until you resume it.` : ''}
        confirmLabel={t`Pause`}
        busy={pause.isPending}
        onConfirm={() => target && void run(() => pause.mutateAsync(target.id), t`Subscription paused`)}
        onClose={close}
      />
      <ConfirmDialog
        open={opened?.dialog === 'resume'}
        title={t`Resume subscription`}
        description={target ? t`Charges to ${target.customer.name} for "${target.plan.name}" will start again.` : ''}
        confirmLabel={t`Resume`}
        busy={resume.isPending}
        onConfirm={() => target && void run(() => resume.mutateAsync(target.id), t`Subscription resumed`)}
        onClose={close}
      />
      <ConfirmDialog
        open={opened?.dialog === 'cancel'}
        title={t`Cancel subscription`}
        description={target ? t`The subscription of ${target.customer.name} to "${target.plan.name}" will be canceled. This cannot be undone.` : ''}
        confirmLabel={t`Cancel subscription`}
        busy={cancel.isPending}
        onConfirm={() => target && void run(() => cancel.mutateAsync({ id: target.id, via: cancelVia(target) }), t`Subscription canceled`)}
        onClose={close}
      />
      <ManualPaymentDialog purchase={opened?.dialog === 'manual-payment' ? opened.entity : null} onClose={close} />
      <ChangeMethodDialog
        link={opened?.dialog === 'change-method' ? updateCardLink(window.location.origin, opened.entity.subscription_id ?? '') : null}
        copied={opened?.dialog === 'change-method' && copiedFor === opened.entity.id}
        onClose={close}
      />
    </>
  );
  return { menu, dialogs };
}
