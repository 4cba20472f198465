import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icons';
import { Menu, type MenuItem } from '../menu';
import { nextSort, selectAllState, toggleAll, toggleOne, type DataTableSort } from './table-state';

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's sort field of this column; a column without one is not sortable. */
  sortField?: string;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  align?: 'start' | 'end';
};

export type DataTableSelection<T> = {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** What a row's checkbox selects, e.g. the customer's name. */
  rowLabel: (row: T) => string;
};

export type DataTableProps<T> = {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  selection?: DataTableSelection<T>;
  /** The row's menu; a row with no allowed action gets no menu button. */
  rowActions?: (row: T) => MenuItem[];
  rowActionsLabel?: (row: T) => string;
  className?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table of one page of rows: sortable headers (buttons inside the header cells, aria-sort on the cell), checkbox
 * selection with a select-all, and a row action menu. Everything is a native control, so Tab and Space/Enter work.
 * In a box narrower than the table needs, each row shows as a card (data-table.css, decision 0517): the page never
 * pans sideways and the row's menu stays on the screen.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  selection,
  rowActions,
  rowActionsLabel,
  className,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const pageIds = rows.map(rowId);
  const canSort = Boolean(onSortChange) && columns.some((column) => column.sortField);
  const allState = selection ? selectAllState(pageIds, selection.selected) : 'none';
  const selectAllRef = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property: no attribute can set it.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === 'some';
  }, [allState]);

  return (
    <div className="data-table__box">
      <table className={classNames('data-table', className)}>
        <caption className="visually-hidden">{caption}</caption>
        {/* As cards, a header where nothing acts (no select-all, no sort) draws no bar (data-table.css). */}
        <thead className={selection || canSort ? undefined : 'data-table__head--names-only'}>
          <tr>
            {selection && (
              <th scope="col" className="data-table__select">
                <input
                  ref={selectAllRef}
                  type="checkbox"
                  className="data-table__checkbox"
                  aria-label={t`Select all rows on this page`}
                  checked={allState === 'all'}
                  disabled={rows.length === 0}
                  onChange={() => selection.onChange(toggleAll(pageIds, selection.selected))}
                />
              </th>
            )}
            {columns.map((column) => {
              const sorted = column.sortField && sort?.field === column.sortField ? sort : null;
              const sortable = Boolean(column.sortField && onSortChange);
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={classNames(
                    'data-table__header',
                    sortable && 'data-table__header--sortable',
                    column.align === 'end' && 'data-table__cell--end',
                  )}
                  aria-sort={column.sortField ? (sorted ? ARIA_SORT[sorted.descending ? 'desc' : 'asc'] : 'none') : undefined}
                >
                  {column.sortField && onSortChange ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={() => onSortChange(nextSort(sort, column.sortField as string))}
                    >
                      {column.header}
                      <Icon
                        name={sorted ? (sorted.descending ? 'chevron-down' : 'chevron-up') : 'chevron-down'}
                        className={classNames('data-table__sort-icon', !sorted && 'data-table__sort-icon--idle')}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className="data-table__actions">
                <span className="visually-hidden">{t`Actions`}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowId(row);
            const checked = selection?.selected.includes(id) ?? false;
            const actions = rowActions?.(row) ?? [];
            return (
              <tr key={id} className={classNames('data-table__row', checked && 'data-table__row--selected')}>
                {selection && (
                  <td className="data-table__select">
                    <input
                      type="checkbox"
                      className="data-table__checkbox"
                      aria-label={t`Select ${selection.rowLabel(row)}`}
                      checked={checked}
                      onChange={() => selection.onChange(toggleOne(id, selection.selected))}
                    />
                  </td>
                )}
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={classNames('data-table__cell', column.align === 'end' && 'data-table__cell--end')}
                    >
                      {column.rowHeader ? (
                        column.cell(row)
                      ) : (
                        <>
                          {/* A card's field name; hidden from screen readers, which name the cell by its header. */}
                          <span className="data-table__label" aria-hidden="true">
                            {column.header}
                          </span>
                          <div className="data-table__value">{column.cell(row)}</div>
                        </>
                      )}
                    </Cell>
                  );
                })}
                {rowActions && (
                  <td className="data-table__actions">
                    {actions.length > 0 && (
                      <Menu
                        label={rowActionsLabel?.(row) ?? t`Actions`}
                        icon="more-vertical"
                        align="end"
                        items={actions}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
