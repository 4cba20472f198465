import { DEFAULT_SERVICE_STATUS_FILTER, ServiceStatus } from '@cobro/contracts';
import { plansListQuery, servicesListQuery } from '@cobro/data';
import { Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { SERVICE_CREATE_PATH } from '../app/routes';
import { SECTION_TITLES } from '../app/section-titles';
import { ExportButton } from '../common/export-button';
import { isFiltered, ListPage, toApiQuery, useListState, type ListConfig } from '../list-page';
import { usePlanColumns, useServiceColumns } from './catalog-columns';
import { STATUS_LABELS } from './services-texts';
import { useCatalogActions } from './use-catalog-actions';

export const SERVICES_LIST_CONFIG: ListConfig = {
  tabs: ['services', 'plans'],
  statusValues: ServiceStatus.options,
  defaultStatus: [DEFAULT_SERVICE_STATUS_FILTER],
  sortFields: ['name', 'status', 'created_at', 'unit_amount'],
};

function CreateLink({ className, first }: { className?: string; first?: boolean }) {
  return (
    <Link href={SERVICE_CREATE_PATH} className={className ?? 'button button--primary button--md'}>
      <Icon name="plus" />
      {first ? <Trans>Create your first service</Trans> : <Trans>Create service</Trans>}
    </Link>
  );
}

/**
 * Whether the merchant has any service at all, asked only when the filtered list came back empty: the default
 * "Active" filter would otherwise greet a new merchant with "no services match your filters".
 */
function useHasServices(filteredTotal: number | undefined, filtered: boolean): boolean | 'asking' {
  const asking = filteredTotal === 0 && filtered;
  const probe = useQuery({ ...servicesListQuery({ page: 1, page_size: 1 }), enabled: asking });
  if (!asking) return filteredTotal !== 0;
  // A failed probe keeps the filter's text: it is never wrong, only less helpful.
  return probe.data ? probe.data.total > 0 : probe.isError || 'asking';
}

/** /dashboard/services: the services and plans tabs (`watching`), with their filters and row menus. */
export function ServicesListPage({ canCharge }: { canCharge: boolean }) {
  const { t, i18n } = useLingui();
  const list = useListState(SERVICES_LIST_CONFIG);
  const watchingPlans = list.state.tab === 'plans';
  const apiQuery = toApiQuery(list.state);
  // The amount is a plans column: a plans-tab sort by amount is left out of the services call.
  const servicesQuery = useQuery({
    ...servicesListQuery({ ...apiQuery, sort: apiQuery.sort?.endsWith('unit_amount') ? undefined : apiQuery.sort }),
    enabled: !watchingPlans,
  });
  const plansQuery = useQuery({ ...plansListQuery(apiQuery), enabled: watchingPlans });
  const hasServices = useHasServices(servicesQuery.data?.total, isFiltered(list.state));
  const actions = useCatalogActions(canCharge);
  const serviceColumns = useServiceColumns();
  const planColumns = usePlanColumns({ withService: true });

  const shown = (watchingPlans ? plansQuery.data?.data : servicesQuery.data?.data)?.map((row) => row.id) ?? [];
  const common = {
    title: i18n._(SECTION_TITLES.services),
    list,
    tabs: [
      { id: 'services', label: t`Services` },
      { id: 'plans', label: t`Plans` },
    ],
    statusOptions: ServiceStatus.options.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) })),
    exportAction: <ExportButton table={watchingPlans ? 'plans' : 'services'} selected={list.state.selected} shown={shown} />,
    createAction: <CreateLink />,
    children: actions.dialogs,
  };
  const emptyAction = <CreateLink className="button button--secondary button--md" />;

  return watchingPlans ? (
    <ListPage
      {...common}
      query={plansQuery}
      caption={t`Plans`}
      columns={planColumns}
      rowId={(plan) => plan.id}
      rowLabel={(plan) => plan.name}
      rowActions={actions.planMenu}
      empty={{ title: t`You have no plans yet`, filteredTitle: t`No plans match your search or filters`, action: emptyAction }}
    />
  ) : (
    <ListPage
      {...common}
      caption={t`Services`}
      columns={serviceColumns}
      rowId={(service) => service.id}
      rowLabel={(service) => service.name}
      rowActions={actions.serviceMenu}
      query={hasServices === 'asking' ? { ...servicesQuery, isPending: true } : servicesQuery}
      empty={
        hasServices
          ? { title: t`You have no services yet`, filteredTitle: t`No services match your search or filters`, action: emptyAction }
          : {
              title: t`You have no services yet`,
              description: t`Create a service and its plans to start charging your customers.`,
              action: <CreateLink className="button button--primary button--md" first />,
            }
      }
    />
  );
}
