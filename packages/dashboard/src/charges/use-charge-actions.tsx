import type { Charge } from '@cobro/contracts';
import type { MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { showApiErrorToast } from '../common/error-toast';
import { ChargeDetailDialog } from './charge-detail-dialog';
import { chargeRowActions, type ChargeScope } from './charge-row-actions';
import { downloadReceipt } from './download-receipt';
import { RefundDialog } from './refund-dialog';
import { SendReceiptDialog } from './send-receipt-dialog';

type Open = { kind: 'details' | 'refund' | 'send-receipt'; charge: Charge } | null;

/**
 * A charge row's menu and the dialogs it opens, shared by the charges list, a customer's history and a purchase's
 * charges. Which items appear comes from the shared money rules (charge-row-actions.ts).
 */
export function useChargeActions(scope: ChargeScope): { menu: (charge: Charge) => MenuItem[]; dialogs: ReactNode } {
  const { t } = useLingui();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const menu = (charge: Charge): MenuItem[] =>
    chargeRowActions(charge, scope).map((action) => {
      switch (action) {
        case 'details':
          return { id: action, label: t`See details`, onSelect: () => setOpen({ kind: 'details', charge }) };
        case 'refund':
          return { id: action, label: t`Refund`, onSelect: () => setOpen({ kind: 'refund', charge }) };
        case 'send-receipt':
          return { id: action, label: t`Send receipt`, onSelect: () => setOpen({ kind: 'send-receipt', charge }) };
        case 'download-receipt':
          return {
            id: action,
            label: t`Download receipt`,
            onSelect: () => void downloadReceipt(client, charge.id).catch((error: unknown) => showApiErrorToast(error, 'CHA-005')),
          };
      }
    });

  const dialogs = (
    <>
      <ChargeDetailDialog chargeId={open?.kind === 'details' ? open.charge.id : null} onClose={close} />
      <RefundDialog charge={open?.kind === 'refund' ? open.charge : null} onClose={close} />
      <SendReceiptDialog charge={open?.kind === 'send-receipt' ? open.charge : null} onClose={close} />
    </>
  );
  return { menu, dialogs };
}
