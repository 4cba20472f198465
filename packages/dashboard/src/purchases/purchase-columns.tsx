import type { Purchase } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import type { DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { customerDetailPath, purchaseDetailPath } from '../app/routes';
import { paymentMethodText } from '../common/money-texts';
import { planPriceText } from '../common/plan-price';
import { EndDateCell } from './end-date-cell';
import { PurchaseStatusBadge } from './purchase-status-badge';

/** Columns of a purchases table; the customer column is left out on a customer's own page. */
export function usePurchaseColumns({ withCustomer }: { withCustomer: boolean }): DataTableColumn<Purchase>[] {
  const { t } = useLingui();
  const columns: DataTableColumn<Purchase>[] = [
    {
      id: 'plan',
      header: t`Service and plan`,
      rowHeader: true,
      cell: (purchase) => <Link href={purchaseDetailPath(purchase.id)}>{`${purchase.service.name} · ${purchase.plan.name}`}</Link>,
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (purchase) => planPriceText(purchase.plan),
    },
    { id: 'status', header: t`Status`, sortField: 'status', cell: (purchase) => <PurchaseStatusBadge status={purchase.status} /> },
    {
      id: 'method',
      header: t`Payment method`,
      cell: (purchase) => (purchase.payment_method ? paymentMethodText(purchase.payment_method) : '—'),
    },
    { id: 'created', header: t`Date`, sortField: 'created_at', cell: (purchase) => formatDate(purchase.created_at) },
    { id: 'end', header: t`End date`, cell: (purchase) => <EndDateCell purchase={purchase} /> },
  ];
  if (withCustomer) {
    columns.splice(1, 0, {
      id: 'customer',
      header: t`Customer`,
      cell: (purchase) => <Link href={customerDetailPath(purchase.customer_id)}>{purchase.customer.name}</Link>,
    });
  }
  return columns;
}

export const purchaseRowLabel = (purchase: Purchase) => `${purchase.customer.name} ${purchase.service.name} ${purchase.plan.name}`;
