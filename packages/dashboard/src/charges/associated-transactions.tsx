import type { Charge } from '@cobro/contracts';
import { formatDateTime, formatMoney } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, transactionStatusText } from './charge-texts';

/** The provider's own records of a charge: the charge and its refunds (amounts in cents, times in seconds). */
export function AssociatedTransactions({ charge }: { charge: Charge }) {
  const { t } = useLingui();
  if (charge.associated_transactions.length === 0) return null;
  return (
    <section className="money-detail__section">
      {/* Four columns do not fit a phone's dialog: the table scrolls in its own box, which a keyboard can scroll too. */}
      <div className="money-detail__scroll" role="region" aria-label={t`Associated transactions`} tabIndex={0}>
        <table className="data-table">
          <caption className="money-detail__title">
            <Trans>Associated transactions</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Type`}</th>
              <th scope="col" className="data-table__cell--end">
                {t`Amount`}
              </th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {charge.associated_transactions.map((tx) => (
              <tr key={tx.id}>
                <td className="data-table__cell">
                  {tx.object === 'refund' ? t({ message: 'Refund', context: 'transaction type' }) : t`Charge`}
                </td>
                <td className="data-table__cell data-table__cell--end">{formatMoney(tx.amount, charge.currency)}</td>
                <td className="data-table__cell">{formatDateTime(tx.created * 1000)}</td>
                <td className="data-table__cell">
                  {tx.failure_message ? `${transactionStatusText(tx)}: ${failureText(tx.failure_message)}` : transactionStatusText(tx)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
