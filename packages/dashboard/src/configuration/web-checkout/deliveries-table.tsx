import type { WebhookDelivery } from '@cobro/contracts';
import { useResendWebhookDelivery, webhookDeliveriesQuery } from '@cobro/data';
import { formatDateTime } from '@cobro/i18n';
import { Badge, Button, DataTable, EmptyState, LoadingPlaceholder, toast, type DataTableColumn } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from '../../common/error-toast';
import { ListLoadFailed } from '../../list-page/list-load-failed';
import { ListPagination } from '../../list-page/list-pagination';
import { ChargeStatusBadge } from '../../common/charge-status-badge';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from './delivery-texts';

/** The delivery log: every callback sent, newest first, with what the merchant's server answered and a resend. */
export function DeliveriesTable() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery(webhookDeliveriesQuery({ page, page_size: pageSize }));
  const resend = useResendWebhookDelivery();

  const onResend = async (delivery: WebhookDelivery) => {
    try {
      const result = await resend.mutateAsync(delivery.id);
      const delivered = result.status === 'delivered';
      toast({
        title: delivered ? t`Callback delivered` : t`Callback sent again`,
        description: deliveryResult(result) ?? undefined,
        tone: delivered ? 'success' : 'warning',
      });
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: 'time', header: t`Time`, rowHeader: true, cell: (d) => formatDateTime(d.created_at) },
    {
      id: 'charge',
      header: t`Charge`,
      cell: (d) =>
        d.charge_id ? (
          <span className="web-checkout__charge">
            <code translate="no">{d.charge_id}</code>
            {d.charge_status && <ChargeStatusBadge status={d.charge_status} />}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (d) => <Badge tone={DELIVERY_STATUS_TONES[d.status]}>{i18n._(DELIVERY_STATUS_LABELS[d.status])}</Badge>,
    },
    { id: 'attempts', header: t`Attempts`, align: 'end', cell: (d) => d.attempts },
    { id: 'result', header: t`Last answer`, cell: (d) => deliveryResult(d) ?? '—' },
    { id: 'next', header: t`Next attempt`, cell: (d) => (d.next_attempt_at ? formatDateTime(d.next_attempt_at) : '—') },
    {
      id: 'resend',
      header: t`Actions`,
      cell: (d) => {
        const time = formatDateTime(d.created_at);
        return (
          <Button
            size="sm"
            aria-label={t`Resend the callback of ${time}`}
            loading={resend.isPending && resend.variables === d.id}
            onClick={() => void onResend(d)}
          >
            <Trans>Resend</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <div className="web-checkout__stack">
      <h3 className="web-checkout__subtitle">
        <Trans>Delivery log</Trans>
      </h3>
      {query.isPending ? (
        <LoadingPlaceholder lines={3} />
      ) : query.isError ? (
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={t`No callbacks sent yet`} description={t`Each payment, refund or dispute will show here once callbacks are on.`} />
      ) : (
        <>
          <DataTable caption={t`Callback deliveries`} columns={columns} rows={query.data.data} rowId={(d) => d.id} />
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={query.data.total}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </div>
  );
}

/** The merchant server's last answer: its HTTP status, or why there was none (timeout, refused address...). */
function deliveryResult(delivery: Pick<WebhookDelivery, 'last_status_code' | 'last_error'>): string | null {
  if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
  return delivery.last_error;
}
