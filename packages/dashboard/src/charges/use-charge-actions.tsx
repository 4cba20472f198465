import type { Charge } from '@cobro/contracts';
import { chargeQuery } from '@cobro/data';
import type { MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ownsDialog } from '../common/dialog-state';
import { showApiErrorToast } from '../common/error-toast';
import { useDialogState } from '../common/use-dialog-state';
import { useEntityDialogs } from '../common/use-entity-dialogs';
import { ChargeDetailDialog } from './charge-detail-dialog';
import { chargeRowActions, type ChargeScope } from './charge-row-actions';
import { downloadReceipt } from './download-receipt';

// The form dialogs (their forms, react-hook-form) load when one first opens, not with the Payments page: the list
// needs none of it to paint (decision 1171). Once loaded they stay mounted, closed between openings, as before.
const RefundDialog = lazy(() => import('./refund-dialog').then((m) => ({ default: m.RefundDialog })));
const SendReceiptDialog = lazy(() => import('./send-receipt-dialog').then((m) => ({ default: m.SendReceiptDialog })));

const FORM_DIALOGS = ['refund', 'send-receipt'] as const;

/**
 * A charge row's menu and the dialogs it opens, shared by the charges list, a customer's history and a purchase's
 * charges. Which items appear comes from the shared money rules (charge-row-actions.ts). The open dialog is in the
 * URL (`?dialog=refund&charge=ch_1`, decision 0514); the details dialog reads its charge by id anyway.
 */
export function useChargeActions(scope: ChargeScope): { menu: (charge: Charge) => MenuItem[]; dialogs: ReactNode } {
  const { t } = useLingui();
  const client = useQueryClient();
  const url = useDialogState();
  const forms = useEntityDialogs<(typeof FORM_DIALOGS)[number], Charge>({
    dialogs: FORM_DIALOGS,
    entities: ['charge'],
    load: async (dialog, { charge: id = '' }) => {
      const charge = await client.fetchQuery({ ...chargeQuery(id), staleTime: 0 });
      return chargeRowActions(charge, scope).includes(dialog) ? charge : null;
    },
  });
  const detailsId = ownsDialog(url.target, ['details'], ['charge']) ? (url.target?.ids.charge ?? null) : null;

  const menu = (charge: Charge): MenuItem[] =>
    chargeRowActions(charge, scope).map((action) => {
      switch (action) {
        case 'details':
          return { id: action, label: t`See details`, onSelect: () => url.open(action, { charge: charge.id }) };
        case 'refund':
          return { id: action, label: t`Refund`, onSelect: () => forms.open(action, { charge: charge.id }, charge) };
        case 'send-receipt':
          return { id: action, label: t`Send receipt`, onSelect: () => forms.open(action, { charge: charge.id }, charge) };
        case 'download-receipt':
          return {
            id: action,
            label: t`Download receipt`,
            onSelect: () => void downloadReceipt(client, charge.id).catch((error: unknown) => showApiErrorToast(error, 'CHA-005')),
          };
      }
    });

  const opened = forms.opened;
  const [formsWanted, setFormsWanted] = useState(false);
  if (opened && !formsWanted) setFormsWanted(true);
  const dialogs = (
    <>
      <ChargeDetailDialog chargeId={detailsId} onClose={url.close} />
      {formsWanted && (
        <Suspense fallback={null}>
          <RefundDialog charge={opened?.dialog === 'refund' ? opened.entity : null} onClose={forms.close} />
          <SendReceiptDialog charge={opened?.dialog === 'send-receipt' ? opened.entity : null} onClose={forms.close} />
        </Suspense>
      )}
    </>
  );
  return { menu, dialogs };
}
