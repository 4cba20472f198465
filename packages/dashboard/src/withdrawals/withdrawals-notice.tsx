import { withdrawalsQuery } from '@cobro/data';
import { Badge } from '@cobro/ui';
import { Plural } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { WITHDRAWALS_PATH } from '../app/routes';

/**
 * Above the sales: how many withdrawal requests still wait for their refund (the law gives 14 days), linking to
 * them; nothing when none waits. Live: a new request refreshes it.
 */
export function WithdrawalsNotice() {
  const query = useQuery(withdrawalsQuery({ pending: true, page: 1, page_size: 5 }));
  const waiting = query.data?.total ?? 0;
  if (!waiting) return null;
  return (
    <Link href={WITHDRAWALS_PATH}>
      <Badge tone="yellow">
        <Plural value={waiting} one="# withdrawal request to refund" other="# withdrawal requests to refund" />
      </Badge>
    </Link>
  );
}
