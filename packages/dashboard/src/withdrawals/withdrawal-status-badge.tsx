import type { Withdrawal } from '@cobro/contracts';
import { Badge } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';

/** A withdrawal is to refund until its refund is done (the law gives the merchant 14 days). */
export function WithdrawalStatusBadge({ withdrawal }: { withdrawal: Withdrawal }) {
  return withdrawal.refunded_at ? (
    <Badge tone="green">
      <Trans>Refunded</Trans>
    </Badge>
  ) : (
    <Badge tone="yellow">
      <Trans>To refund</Trans>
    </Badge>
  );
}
