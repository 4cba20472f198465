import { Dialog } from '@cobro/ui';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $plansDialogOpen, closePlansDialog } from './plans-dialog-state';

/**
 * The plans modal. Choosing a plan (monthly or annual plans, prices plus VAT, the free trial, the agreement plan of
 * platform organizations) is built in its own issue; until then the modal says so instead of pretending to work.
 */
export function PlansDialog() {
  const { t } = useLingui();
  const open = useStore($plansDialogOpen);
  return (
    <Dialog open={open} onClose={closePlansDialog} title={t`Cobro plans`}>
      <p>
        <Trans>
          Choosing and changing your Cobro plan is not available in this version of the dashboard yet. Your current
          plan keeps working as it is.
        </Trans>
      </p>
    </Dialog>
  );
}
