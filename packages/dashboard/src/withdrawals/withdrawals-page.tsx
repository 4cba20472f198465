import type { Withdrawal } from '@cobro/contracts';
import { withdrawalsQuery } from '@cobro/data';
import { formatDateTime } from '@cobro/i18n';
import { DataTable, EmptyState, LoadingPlaceholder, type DataTableColumn } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { purchaseDetailPath, PURCHASES_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { BackLink } from '../list-page/back-link';
import { ListLoadFailed } from '../list-page/list-load-failed';
import { ListPagination } from '../list-page/list-pagination';
import { useWithdrawalRefund } from './use-withdrawal-refund';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/**
 * /dashboard/purchases/withdrawals: the buyers' withdrawal requests (decision 1153), newest first, each with its
 * sale and the full refund it asks for. New requests arrive live (withdrawal-requested).
 */
export function WithdrawalsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Withdrawal requests`);
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const query = useQuery(withdrawalsQuery(paging));
  const refund = useWithdrawalRefund();
  const columns: DataTableColumn<Withdrawal>[] = [
    { id: 'received_at', header: t`Received`, cell: (w) => formatDateTime(w.received_at), rowHeader: true },
    { id: 'buyer', header: t`Buyer`, cell: (w) => `${w.name} · ${w.email}` },
    { id: 'sale', header: t`Sale`, cell: (w) => <Link href={purchaseDetailPath(w.purchase_id)}>{`${w.service_name} · ${w.plan_name}`}</Link> },
    { id: 'status', header: t`Status`, cell: (w) => <WithdrawalStatusBadge withdrawal={w} /> },
  ];
  return (
    <div className="page money-page">
      <BackLink href={PURCHASES_PATH}>
        <Trans>Sales</Trans>
      </BackLink>
      <h1 className="page__title">{t`Withdrawal requests`}</h1>
      <p className="money-page__lead">
        <Trans>Buyers withdraw from a contract in the buyer portal within its withdrawal period. Refund each one within 14 days.</Trans>
      </p>
      {query.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : !query.data ? (
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={t`No buyer has withdrawn from a contract`} />
      ) : (
        <>
          <div className="list-page__table">
            <DataTable
              caption={t`Withdrawal requests`}
              columns={columns}
              rows={query.data.data}
              rowId={(w) => w.id}
              rowActions={(w) => (w.refunded_at ? [] : [{ id: 'refund', label: t`Refund in full`, onSelect: () => refund.ask(w) }])}
              rowActionsLabel={(w) => t`Actions for ${w.name}`}
            />
          </div>
          <ListPagination
            page={paging.page}
            pageSize={paging.page_size}
            total={query.data.total}
            onPage={(page) => setPaging({ ...paging, page })}
            onPageSize={(page_size) => setPaging({ page: 1, page_size })}
          />
        </>
      )}
      {refund.dialog}
    </div>
  );
}
