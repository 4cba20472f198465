export type DataTableSort = { field: string; descending: boolean };

/**
 * What a click on a sortable header does: a new column sorts ascending, then descending, then the sort is
 * cleared so the server's default order comes back (three states, as the header's aria-sort announces).
 */
export function nextSort(current: DataTableSort | null | undefined, field: string): DataTableSort | null {
  if (!current || current.field !== field) return { field, descending: false };
  return current.descending ? null : { field, descending: true };
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all checkbox of a page: checked when every row of the page is selected, mixed when only some are. */
export function selectAllState(pageIds: readonly string[], selected: readonly string[]): SelectAllState {
  const count = pageIds.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/**
 * Select-all toggles the rows of the page shown: all of them when any is unselected, none when all are. Rows of
 * other pages stay as they were, so a selection can grow across pages.
 */
export function toggleAll(pageIds: readonly string[], selected: readonly string[]): string[] {
  if (selectAllState(pageIds, selected) === 'all') return selected.filter((id) => !pageIds.includes(id));
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}

export function toggleOne(id: string, selected: readonly string[]): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}
