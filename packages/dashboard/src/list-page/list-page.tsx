import type { Paged } from '@cobro/contracts';
import { DataTable, EmptyState, CheckboxFilter, LoadingPlaceholder, Tabs, type DataTableColumn, type MenuItem, type TabItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, type ReactNode } from 'react';
import { useDocumentTitle } from '../app/use-document-title';
import { DateRangeFilter } from './date-range-filter';
import { FilterChips, type FilterChip } from './filter-chips';
import { ListLoadFailed } from './list-load-failed';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { isFiltered } from './list-state';
import type { ListStateApi } from './use-list-state';

export type ListOption = { value: string; label: string };

export type ListQueryResult<T> = {
  data?: Paged<T>;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ListPageProps<T> = {
  title: string;
  list: ListStateApi;
  query: ListQueryResult<T>;
  tabs?: TabItem[];
  statusOptions: ListOption[];
  paymentMethodOptions?: ListOption[];
  dateRange?: boolean;
  /** The create button (a link), shown beside the title. */
  createAction?: ReactNode;
  /** Slot for the list's export button. */
  exportAction?: ReactNode;
  /** The table's accessible name (usually the tab shown). */
  caption: string;
  columns: DataTableColumn<T>[];
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  rowActions?: (row: T) => MenuItem[];
  /** Without `filteredTitle` the list is known to be empty whatever the filters say (a first use). */
  empty: { title: string; filteredTitle?: string; description?: string; action?: ReactNode };
  /** Dialogs the rows open. */
  children?: ReactNode;
};

/**
 * The one list page layout (dashboard-core 2): title, search, status and optional payment-method and date filters,
 * chips, export slot, create button, the paged table with its placeholders. Its state lives in the URL.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useLingui();
  const { title, list, tabs, statusOptions, paymentMethodOptions, dateRange } = props;
  const { state, update } = list;
  useDocumentTitle(title);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);

  const labelOf = (options: ListOption[] | undefined, value: string) => options?.find((o) => o.value === value)?.label ?? value;
  /** What a filter's button says: nothing chosen is everything, one value by its name, several by their number. */
  const summaryOf = (options: ListOption[], chosen: readonly string[], all: string) =>
    chosen.length === 0 ? all : chosen.length === 1 ? labelOf(options, chosen[0]) : t`${chosen.length} selected`;
  const chips: FilterChip[] = [
    ...state.status.map((value) => ({
      id: `status-${value}`,
      label: t`Status: ${labelOf(statusOptions, value)}`,
      onRemove: () => update({ status: state.status.filter((v) => v !== value) }),
    })),
    ...state.paymentMethod.map((value) => ({
      id: `method-${value}`,
      label: t`Payment method: ${labelOf(paymentMethodOptions, value)}`,
      onRemove: () => update({ paymentMethod: state.paymentMethod.filter((v) => v !== value) }),
    })),
    ...(state.search ? [{ id: 'search', label: t`Search: ${state.search}`, onRemove: () => update({ search: '' }) }] : []),
    ...(state.firstDay && state.lastDay
      ? [{ id: 'dates', label: t`From ${state.firstDay} to ${state.lastDay}`, onRemove: () => update({ firstDay: null, lastDay: null }) }]
      : []),
  ];

  const content = (
    <>
      <div className="list-page__toolbar">
        <ListSearch value={state.search} onSearch={onSearch} />
        <CheckboxFilter
          label={t`Status`}
          summary={summaryOf(statusOptions, state.status, t`All statuses`)}
          options={statusOptions}
          value={state.status}
          onChange={(status, sameOpening) => update({ status }, { replace: sameOpening })}
        />
        {paymentMethodOptions && (
          <CheckboxFilter
            label={t`Payment method`}
            summary={summaryOf(paymentMethodOptions, state.paymentMethod, t`All payment methods`)}
            options={paymentMethodOptions}
            value={state.paymentMethod}
            onChange={(paymentMethod, sameOpening) => update({ paymentMethod }, { replace: sameOpening })}
          />
        )}
        {dateRange && (
          <DateRangeFilter value={state} onChange={(range) => update(range)} />
        )}
        {props.exportAction}
      </div>
      <FilterChips chips={chips} />
      <ListBody {...props} />
    </>
  );

  return (
    <div className="page list-page">
      <div className="list-page__header">
        <h1 className="page__title">{title}</h1>
        {props.createAction}
      </div>
      {tabs ? (
        <Tabs label={title} items={tabs} selectedId={state.tab ?? tabs[0].id} onSelect={(tab) => update({ tab })}>
          {content}
        </Tabs>
      ) : (
        content
      )}
      {props.children}
    </div>
  );
}

function ListBody<T>({ list, query, caption, columns, rowId, rowLabel, rowActions, empty }: ListPageProps<T>) {
  const { t } = useLingui();
  const { state, update } = list;
  if (query.isPending) return <LoadingPlaceholder lines={5} />;
  if (!query.data) return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { data, total } = query.data;
  if (total === 0) {
    return (
      <EmptyState
        title={isFiltered(state) && empty.filteredTitle ? empty.filteredTitle : empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  }
  return (
    <>
      <div className="list-page__table">
        <DataTable
          caption={caption}
          columns={columns}
          rows={data}
          rowId={rowId}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          selection={{ selected: state.selected, onChange: (selected) => update({ selected }, { replace: true }), rowLabel }}
          rowActions={rowActions}
          rowActionsLabel={(row) => t`Actions for ${rowLabel(row)}`}
        />
      </div>
      <ListPagination
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        totalCapped={query.data.total_capped}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </>
  );
}
