import type { MerchantService, Plan } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import type { DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { serviceDetailPath } from '../app/routes';
import {PLAN_TYPE_LABELS } from './services-texts';
import { FREQUENCY_LABELS } from '../common/frequency-labels';
import { planPriceText } from '../common/plan-price';
import { OriginBadge } from './origin-badge';
import { StatusBadge } from './status-badge';

/** Columns of the services tab; the name links to the service's page, a button's service badged (decision 1011). */
export function useServiceColumns(): DataTableColumn<MerchantService>[] {
  const { t } = useLingui();
  return [
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (service) => (
        <>
          <Link href={serviceDetailPath(service.id)}>{service.name}</Link> <OriginBadge service={service} />
        </>
      ),
    },
    { id: 'plans', header: t`Plans`, align: 'end', cell: (service) => service.plans.length },
    { id: 'status', header: t`Status`, sortField: 'status', cell: (service) => <StatusBadge status={service.status} /> },
    { id: 'created_at', header: t`Created`, sortField: 'created_at', cell: (service) => formatDate(service.created_at) },
  ];
}

/** Columns of the plans tab and of a service's plans. */
export function usePlanColumns({ withService }: { withService: boolean }): DataTableColumn<Plan>[] {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<Plan>[] = [
    { id: 'name', header: t`Name`, sortField: 'name', rowHeader: true, cell: (plan) => plan.name },
    { id: 'amount', header: t`Amount`, sortField: 'unit_amount', align: 'end', cell: (plan) => planPriceText(plan) },
    { id: 'type', header: t`Type`, cell: (plan) => i18n._(PLAN_TYPE_LABELS[plan.type]) },
    {
      id: 'frequency',
      header: t`Frequency`,
      cell: (plan) => (plan.frequency ? i18n._(FREQUENCY_LABELS[plan.frequency]) : t`One-off`),
    },
    { id: 'status', header: t`Status`, sortField: 'status', cell: (plan) => <StatusBadge status={plan.status} /> },
  ];
  if (withService) {
    columns.splice(1, 0, {
      id: 'service',
      header: t`Service`,
      cell: (plan) => <Link href={serviceDetailPath(plan.service_id)}>{plan.service?.name ?? t`See service`}</Link>,
    });
  }
  return columns;
}
