import type { Purchase } from '@cobro/contracts';
import { withdrawalsQuery } from '@cobro/data';
import { formatDateTime } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CardItem } from '../common/card-item';
import { useWithdrawalRefund } from './use-withdrawal-refund';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/**
 * A purchase's withdrawal request (decision 1153), when its buyer made one: when it was received, by whom, and the
 * full refund the merchant owes. It arrives live (withdrawal-requested refreshes the purchase's queries).
 */
export function PurchaseWithdrawalCard({ purchase }: { purchase: Purchase }) {
  const { t } = useLingui();
  const query = useQuery(withdrawalsQuery({ purchase_id: purchase.id, page: 1, page_size: 5 }));
  const refund = useWithdrawalRefund();
  const withdrawal = query.data?.data[0];
  if (!withdrawal) return null;
  return (
    <section className="money-card" aria-labelledby="purchase-withdrawal-title">
      <h2 id="purchase-withdrawal-title" className="money-card__title">
        <Trans>Withdrawal requested</Trans> <WithdrawalStatusBadge withdrawal={withdrawal} />
      </h2>
      <p className="money-card__note">
        <Trans>The buyer withdrew from this contract in the buyer portal. Refund every payment within 14 days.</Trans>
      </p>
      <dl className="money-card__list">
        <CardItem term={t`Received`}>{formatDateTime(withdrawal.received_at)}</CardItem>
        <CardItem term={t`Name given`}>{withdrawal.name}</CardItem>
        <CardItem term={t`E-mail`}>{withdrawal.email}</CardItem>
        {withdrawal.refunded_at && <CardItem term={t`Refunded`}>{formatDateTime(withdrawal.refunded_at)}</CardItem>}
      </dl>
      {!withdrawal.refunded_at && (
        <Button variant="primary" onClick={() => refund.ask(withdrawal)}>
          <Trans>Refund in full</Trans>
        </Button>
      )}
      {refund.dialog}
    </section>
  );
}
