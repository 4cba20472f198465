import { Button, Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { usePlansDialog } from '../plans';

/**
 * The round upgrade button (dashboard-core 2): opens the plans modal, disabled until payments are activated. Its
 * words show beside the arrow (issue 27 item 7), hidden on a phone's narrow bar where the arrow keeps them as its name.
 */
export function UpgradeButton({ paymentsActivated }: { paymentsActivated: boolean }) {
  const { t } = useLingui();
  const plans = usePlansDialog();
  const why = paymentsActivated ? undefined : t`(available once payments are activated)`;
  return (
    <Button variant="primary" className="upgrade-button" disabled={!paymentsActivated} title={why} onClick={plans.open}>
      <Icon name="arrow-up" />
      <span className="upgrade-button__text">{t`Upgrade your plan`}</span>
      {why && <span className="visually-hidden"> {why}</span>}
    </Button>
  );
}
