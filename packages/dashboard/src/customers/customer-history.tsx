import { customerChargesQuery, customerPurchasesQuery } from '@cobro/data';
import { DataTable, EmptyState, LoadingPlaceholder, SelectField, Tabs, type DataTableColumn, type MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { chargeRowLabel, useChargeActions, useChargeColumns } from '../charges';
import { ExportButton } from '../common/export-button';
import { chargeStatusOptions, paymentMethodOptions, purchaseStatusOptions } from '../common/list-options';
import { isFiltered, useListState, type ListOption, type ListQueryResult, type ListStateApi } from '../list-page';
import { DateRangeFilter } from '../list-page/date-range-filter';
import { ListLoadFailed } from '../list-page/list-load-failed';
import { ListPagination } from '../list-page/list-pagination';
import { ListSearch } from '../list-page/list-search';
import { purchaseRowLabel, usePurchaseActions, usePurchaseColumns } from '../purchases';
import { HISTORY_CONFIG, historyQuery, type HistoryTab } from './customer-history-state';

/**
 * A customer's history: tabs purchases (default) and charges, chosen by `watching`, each with search, status and
 * method filters, a date range, paging and the row actions. It lives inside the detail page, so it is built from the
 * list page's parts rather than the whole page (which owns the document title and the h1).
 */
export function CustomerHistory({ customerId }: { customerId: string }) {
  const { t } = useLingui();
  const list = useListState(HISTORY_CONFIG);
  const tab = (list.state.tab ?? 'purchases') as HistoryTab;
  const query = historyQuery(list.state, tab);
  const purchases = useQuery({ ...customerPurchasesQuery(customerId, query), enabled: tab === 'purchases' });
  const charges = useQuery({ ...customerChargesQuery(customerId, query), enabled: tab === 'charges' });
  const purchaseActions = usePurchaseActions({ withDetails: true });
  const chargeActions = useChargeActions('customer');
  const purchaseColumns = usePurchaseColumns({ withCustomer: false });
  const chargeColumns = useChargeColumns({ withPerson: false });
  const shown = (tab === 'purchases' ? purchases.data?.data : charges.data?.data)?.map((row) => row.id) ?? [];

  return (
    <section className="customer-history" aria-labelledby="customer-history-title">
      <h2 id="customer-history-title" className="money-page__subtitle">{t`History`}</h2>
      <Tabs
        label={t`History`}
        items={[
          { id: 'purchases', label: t`Purchases` },
          { id: 'charges', label: t`Payments` },
        ]}
        selectedId={tab}
        onSelect={(next) => list.update({ tab: next, status: [] })}
      >
        <Toolbar list={list} statusOptions={tab === 'purchases' ? purchaseStatusOptions() : chargeStatusOptions()}>
          <ExportButton table={tab} selected={list.state.selected} shown={shown} customerId={customerId} />
        </Toolbar>
        {tab === 'purchases' ? (
          <HistoryTable list={list} query={purchases} caption={t`Purchases`} columns={purchaseColumns} rowLabel={purchaseRowLabel} menu={purchaseActions.menu} />
        ) : (
          <HistoryTable list={list} query={charges} caption={t`Payments`} columns={chargeColumns} rowLabel={chargeRowLabel} menu={chargeActions.menu} />
        )}
      </Tabs>
      {purchaseActions.dialogs}
      {chargeActions.dialogs}
    </section>
  );
}

function Toolbar({ list, statusOptions, children }: { list: ListStateApi; statusOptions: ListOption[]; children: ReactNode }) {
  const { t } = useLingui();
  const { state, update } = list;
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  return (
    <div className="list-page__toolbar">
      <ListSearch value={state.search} onSearch={onSearch} />
      <SelectField
        label={t`Status`}
        value={state.status.length === 1 && statusOptions.some((o) => o.value === state.status[0]) ? state.status[0] : ''}
        placeholder={t`All statuses`}
        options={statusOptions}
        onChange={(event) => update({ status: event.target.value ? [event.target.value] : [] })}
      />
      <SelectField
        label={t`Payment method`}
        value={state.paymentMethod.length === 1 ? state.paymentMethod[0] : ''}
        placeholder={t`All payment methods`}
        options={paymentMethodOptions()}
        onChange={(event) => update({ paymentMethod: event.target.value ? [event.target.value] : [] })}
      />
      <DateRangeFilter value={state} onChange={(range) => update(range)} />
      {children}
    </div>
  );
}

type TableProps<T extends { id: string }> = {
  list: ListStateApi;
  query: ListQueryResult<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  rowLabel: (row: T) => string;
  menu: (row: T) => MenuItem[];
};

function HistoryTable<T extends { id: string }>({ list, query, caption, columns, rowLabel, menu }: TableProps<T>) {
  const { t } = useLingui();
  const { state, update } = list;
  if (query.isPending) return <LoadingPlaceholder lines={4} />;
  if (!query.data) return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) {
    return <EmptyState title={isFiltered(state) ? t`Nothing matches your search or filters` : t`Nothing here yet`} />;
  }
  return (
    <>
      <div className="list-page__table">
        <DataTable
          caption={caption}
          columns={columns}
          rows={query.data.data}
          rowId={(row) => row.id}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          selection={{ selected: state.selected, onChange: (selected) => update({ selected }, { replace: true }), rowLabel }}
          rowActions={menu}
          rowActionsLabel={(row) => t`Actions for ${rowLabel(row)}`}
        />
      </div>
      <ListPagination
        page={state.page}
        pageSize={state.pageSize}
        total={query.data.total}
        totalCapped={query.data.total_capped}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </>
  );
}
