import { DEFAULT_SERVICE_STATUS_FILTER, ServiceStatus } from '@cobro/contracts';
import { plansListQuery, servicesListQuery } from '@cobro/data';
import { Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { SERVICE_CREATE_PATH } from '../app/routes';
import { SECTION_TITLES } from '../app/section-titles';
import { ExportButton } from '../common/export-button';
import { ListPage, toApiQuery, useListState, type ListConfig } from '../list-page';
import { usePlanColumns, useServiceColumns } from './catalog-columns';
import { STATUS_LABELS } from './services-texts';
import { useCatalogActions } from './use-catalog-actions';

export const SERVICES_LIST_CONFIG: ListConfig = {
  tabs: ['services', 'plans'],
  statusValues: ServiceStatus.options,
  defaultStatus: [DEFAULT_SERVICE_STATUS_FILTER],
  sortFields: ['name', 'status', 'created_at', 'unit_amount'],
};

function CreateLink({ className }: { className?: string }) {
  return (
    <Link href={SERVICE_CREATE_PATH} className={className ?? 'button button--primary button--md'}>
      <Icon name="plus" />
      <Trans>Create service</Trans>
    </Link>
  );
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
      query={servicesQuery}
      caption={t`Services`}
      columns={serviceColumns}
      rowId={(service) => service.id}
      rowLabel={(service) => service.name}
      rowActions={actions.serviceMenu}
      empty={{ title: t`You have no services yet`, filteredTitle: t`No services match your search or filters`, action: emptyAction }}
    />
  );
}
