import { Dialog, LoadingPlaceholder } from '@cobro/ui';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { $plansDialogOpen, closePlansDialog } from './plans-dialog-state';

// The modal's content is a chunk of its own: it loads when the modal first opens, not with the first screen.
const PlansContent = lazy(() => import('./plans-content'));

/** The plans modal, opened by the upgrade button and the plan task; its variant follows the organization. */
export function PlansDialog() {
  const { t } = useLingui();
  const open = useStore($plansDialogOpen);
  return (
    <Dialog open={open} onClose={closePlansDialog} title={t`Cobro plans`} size="lg">
      {open && (
        <Suspense fallback={<LoadingPlaceholder lines={6} />}>
          <PlansContent />
        </Suspense>
      )}
    </Dialog>
  );
}
