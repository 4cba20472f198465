import { IconButton } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { usePlansDialog } from '../plans';

/** The round upgrade button (dashboard-core 2): opens the plans modal, disabled until payments are activated. */
export function UpgradeButton({ paymentsActivated }: { paymentsActivated: boolean }) {
  const { t } = useLingui();
  const plans = usePlansDialog();
  return (
    <IconButton
      icon="arrow-up"
      variant="primary"
      className="upgrade-button"
      label={paymentsActivated ? t`Upgrade your plan` : t`Upgrade your plan (available once payments are activated)`}
      disabled={!paymentsActivated}
      onClick={plans.open}
    />
  );
}
