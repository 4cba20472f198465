import type { Charge } from '@cobro/contracts';
import { formatDateTime, formatMoney } from '@cobro/i18n';
import type { DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { customerDetailPath } from '../app/routes';
import { ChargeStatusBadge } from '../common/charge-status-badge';
import { ChargeDescriptionCell, ChargeMethodCell } from './charge-cells';

/** Columns of a charges table; the person column (dashboard-core 2) is left out where the customer is known. */
export function useChargeColumns({ withPerson }: { withPerson: boolean }): DataTableColumn<Charge>[] {
  const { t } = useLingui();
  const columns: DataTableColumn<Charge>[] = [
    {
      id: 'amount',
      header: t`Amount`,
      sortField: 'amount',
      align: 'end',
      rowHeader: !withPerson,
      cell: (charge) => (
        <span className="money-amount">
          {formatMoney(charge.amount, charge.currency)}
          {charge.amount_refunded > 0 && (
            <span className="money-amount__refunded">{t`Refunded ${formatMoney(charge.amount_refunded, charge.currency)}`}</span>
          )}
        </span>
      ),
    },
    { id: 'status', header: t`Status`, sortField: 'status', cell: (charge) => <ChargeStatusBadge status={charge.status} /> },
    { id: 'method', header: t`Payment method`, sortField: 'payment_method', cell: (charge) => <ChargeMethodCell charge={charge} /> },
    { id: 'date', header: t`Date`, sortField: 'created_at', cell: (charge) => formatDateTime(charge.created_at) },
  ];
  // What was bought, beside who paid (issue 27 item 11): a charge's one plan and the service it belongs to.
  columns.unshift({ id: 'description', header: t`Description`, cell: (charge) => <ChargeDescriptionCell charge={charge} /> });
  if (withPerson) {
    columns.unshift({
      id: 'person',
      header: t`Person`,
      rowHeader: true,
      cell: (charge) =>
        charge.customer.id ? <Link href={customerDetailPath(charge.customer.id)}>{charge.customer.name}</Link> : charge.customer.name,
    });
  }
  return columns;
}

/** How a charge row is named to assistive technology (checkbox and menu labels). */
export const chargeRowLabel = (charge: Charge) => `${charge.customer.name} ${formatMoney(charge.amount, charge.currency)} ${formatDateTime(charge.created_at)}`;
