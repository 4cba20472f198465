import type { Plan, PlanBodyInput } from '@cobro/contracts';
import { DataTable, type DataTableColumn, type MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { usePlanColumns } from './catalog-columns';
import {PLAN_TYPE_LABELS } from './services-texts';
import { FREQUENCY_LABELS } from '../common/frequency-labels';
import { planPriceText } from '../common/plan-price';

/** The plans of a stored service, with the same row menu as the plans tab. */
export function StoredPlansTable({ plans, menu }: { plans: Plan[]; menu: (plan: Plan) => MenuItem[] }) {
  const { t } = useLingui();
  const columns = usePlanColumns({ withService: false });
  return (
    <DataTable
      caption={t`Plans of this service`}
      columns={columns}
      rows={plans}
      rowId={(plan) => plan.id}
      rowActions={menu}
      rowActionsLabel={(plan) => t`Actions for ${plan.name}`}
    />
  );
}

type NewPlan = PlanBodyInput & { key: string };

/** The plans of a service being created: not stored yet, so the only action is taking one out. */
export function NewPlansTable({ plans, onRemove }: { plans: NewPlan[]; onRemove: (key: string) => void }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<NewPlan>[] = [
    { id: 'name', header: t`Name`, rowHeader: true, cell: (plan) => plan.name },
    { id: 'amount', header: t`Amount`, align: 'end', cell: (plan) => planPriceText(plan) },
    { id: 'type', header: t`Type`, cell: (plan) => i18n._(PLAN_TYPE_LABELS[plan.type]) },
    {
      id: 'frequency',
      header: t`Frequency`,
      cell: (plan) => (plan.frequency ? i18n._(FREQUENCY_LABELS[plan.frequency]) : t`One-off`),
    },
  ];
  return (
    <DataTable
      caption={t`Plans of this service`}
      columns={columns}
      rows={plans}
      rowId={(plan) => plan.key}
      rowActions={(plan) => [{ id: 'remove', label: t`Remove plan`, tone: 'danger', onSelect: () => onRemove(plan.key) }]}
      rowActionsLabel={(plan) => t`Actions for ${plan.name}`}
    />
  );
}
