import { Dialog, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { usePlansDialog } from './use-plans-dialog';

// The modal's content is a chunk of its own: it loads when the modal first opens, not with the first screen.
const PlansContent = lazy(() => import('./plans-content'));

/** The plans modal, opened by the upgrade button and the plan task; its variant follows the organization. */
export function PlansDialog() {
  const { t } = useLingui();
  const { isOpen: open, close } = usePlansDialog();
  return (
    <Dialog open={open} onClose={close} title={t`Cobro plans`} size="lg">
      {open && (
        <Suspense fallback={<LoadingPlaceholder lines={6} />}>
          <PlansContent />
        </Suspense>
      )}
    </Dialog>
  );
}
