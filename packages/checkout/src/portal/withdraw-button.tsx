import type { PortalPurchase } from '@cobro/contracts';
import { formatDateTime } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The withdrawal function (art. 11a CRD, decision 1153): the Directive's own words, on every purchase still within
 * its period, with the deadline beside it. A purchase excluded with the buyer's consent says why it has none (1161);
 * one whose period is over says when it ended (decision 1165).
 */
export function WithdrawButton({ purchase, onWithdraw }: { purchase: PortalPurchase; onWithdraw: () => void }) {
  const { t } = useLingui();
  const { state, deadline } = purchase.withdrawal;
  if (state === 'excluded') {
    return (
      <p className="portal__note">
        <Trans>You asked for immediate supply and accepted that you lose your right of withdrawal: this purchase cannot be withdrawn from.</Trans>
      </p>
    );
  }
  if (deadline === null) return null;
  const until = formatDateTime(deadline);
  if (state === 'expired') {
    return (
      <p className="portal__note">
        <Trans>The withdrawal period ended on {until}.</Trans>
      </p>
    );
  }
  if (state !== 'available') return null;
  return (
    <div className="portal__withdraw">
      <Button variant="secondary" onClick={onWithdraw}>
        {t`Withdraw from contract here`}
      </Button>
      <p className="portal__note">
        <Trans>You can withdraw until {until}.</Trans>
      </p>
    </div>
  );
}
