import { ownsDialog } from '../common/dialog-state';
import { useDialogState } from '../common/use-dialog-state';

/** The plans modal's name in the URL: `?dialog=plans`, so a reload keeps it open and Back closes it. */
export const PLANS_DIALOG = 'plans';

/**
 * The plans modal, opened from the URL (decision 0514) by the upgrade button, the plan task and the payment-methods
 * screen of a platform organization; the shell renders it once. It is about no entity.
 */
export function usePlansDialog() {
  const dialogs = useDialogState();
  return {
    isOpen: ownsDialog(dialogs.target, [PLANS_DIALOG], []),
    open: () => dialogs.open(PLANS_DIALOG, {}),
    close: dialogs.close,
  };
}
