import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@cobro/contracts';

export type ListSort = { field: string; descending: boolean };

/** Everything a list page shows that a shared link or the back button must bring back. */
export type ListState = {
  /** The `watching` tab, for lists that have tabs. */
  tab: string | null;
  page: number;
  pageSize: number;
  sort: ListSort | null;
  status: string[];
  search: string;
  paymentMethod: string[];
  firstDay: string | null;
  lastDay: string | null;
  selected: string[];
};

export type ListConfig = {
  statusValues: readonly string[];
  defaultStatus?: readonly string[];
  sortFields: readonly string[];
  tabs?: readonly string[];
  paymentMethods?: readonly string[];
};

/** Query parameter names. `watching` is the spec's; the others mirror the list API's own names. */
export const LIST_PARAMS = {
  tab: 'watching',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
  status: 'status',
  search: 'search',
  paymentMethod: 'payment_method',
  firstDay: 'first_day',
  lastDay: 'last_day',
  selected: 'selected',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const splitList = (value: string | null) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

const known = (values: string[], allowed: readonly string[]) => [...new Set(values.filter((v) => allowed.includes(v)))];

/**
 * Reads the list state from the URL query. Anything unknown or out of range falls back to its default instead of
 * failing, because a hand-edited or outdated link must still open the list. `today` is `YYYY-MM-DD`: a date range
 * never passes it.
 */
export function parseListState(params: URLSearchParams, config: ListConfig, today: string): ListState {
  const tabParam = params.get(LIST_PARAMS.tab);
  const tab = config.tabs ? (tabParam && config.tabs.includes(tabParam) ? tabParam : config.tabs[0]) : null;

  const page = Number(params.get(LIST_PARAMS.page));
  const pageSize = Number(params.get(LIST_PARAMS.pageSize));

  const sortParam = params.get(LIST_PARAMS.sort) ?? '';
  const sortField = sortParam.replace(/^-/, '');
  const sort = config.sortFields.includes(sortField) ? { field: sortField, descending: sortParam.startsWith('-') } : null;

  // An empty `status=` is the person's choice of "any status"; a missing one means the list's default.
  const statusParam = params.get(LIST_PARAMS.status);
  const status = statusParam === null ? [...(config.defaultStatus ?? [])] : known(splitList(statusParam), config.statusValues);

  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) && value <= today ? value : null;
  };
  let firstDay = day(LIST_PARAMS.firstDay);
  let lastDay = day(LIST_PARAMS.lastDay);
  // The range applies only when it is whole and in order.
  if (!firstDay || !lastDay || firstDay > lastDay) firstDay = lastDay = null;

  return {
    tab,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort,
    status,
    search: (params.get(LIST_PARAMS.search) ?? '').trim(),
    paymentMethod: config.paymentMethods ? known(splitList(params.get(LIST_PARAMS.paymentMethod)), config.paymentMethods) : [],
    firstDay,
    lastDay,
    selected: splitList(params.get(LIST_PARAMS.selected)),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Writes the state back as a query string, leaving defaults out so the plain list keeps a plain URL. */
export function serializeListState(state: ListState, config: ListConfig): string {
  const params = new URLSearchParams();
  if (config.tabs && state.tab && state.tab !== config.tabs[0]) params.set(LIST_PARAMS.tab, state.tab);
  if (state.page > 1) params.set(LIST_PARAMS.page, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(LIST_PARAMS.pageSize, String(state.pageSize));
  if (state.sort) params.set(LIST_PARAMS.sort, `${state.sort.descending ? '-' : ''}${state.sort.field}`);
  if (!sameList(state.status, config.defaultStatus ?? [])) params.set(LIST_PARAMS.status, state.status.join(','));
  if (state.search) params.set(LIST_PARAMS.search, state.search);
  if (state.paymentMethod.length) params.set(LIST_PARAMS.paymentMethod, state.paymentMethod.join(','));
  if (state.firstDay && state.lastDay) {
    params.set(LIST_PARAMS.firstDay, state.firstDay);
    params.set(LIST_PARAMS.lastDay, state.lastDay);
  }
  if (state.selected.length) params.set(LIST_PARAMS.selected, state.selected.join(','));
  return params.toString();
}

export type ListPatch = Partial<Omit<ListState, 'tab'>> & { tab?: string };

/**
 * Applies a change the way a list behaves: a new filter, search, sort or page size goes back to page 1, and a new
 * tab also clears the selection (dashboard-core 2, services-and-configuration 2).
 */
export function patchListState(state: ListState, patch: ListPatch): ListState {
  const next = { ...state, ...patch };
  if (patch.tab !== undefined && patch.tab !== state.tab) return { ...next, page: 1, selected: [] };
  const narrows = Object.keys(patch).some((key) => key !== 'page' && key !== 'selected');
  return narrows && patch.page === undefined ? { ...next, page: 1 } : next;
}

/** Whether a search, filter or date range narrows the list (the empty state then says so). */
export const isFiltered = (state: ListState) =>
  Boolean(state.search || state.status.length || state.paymentMethod.length || (state.firstDay && state.lastDay));

/** The list call's query (`listQuery` of the contracts): comma lists, `-field` sort, empty values left out. */
export function toApiQuery(state: ListState) {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.sort ? { sort: `${state.sort.descending ? '-' : ''}${state.sort.field}` } : {}),
    ...(state.status.length ? { status: state.status } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(state.paymentMethod.length ? { payment_method: state.paymentMethod } : {}),
    ...(state.firstDay && state.lastDay ? { first_day: state.firstDay, last_day: state.lastDay } : {}),
  };
}

/** Today in the merchant's own calendar (local time), as the date inputs write it. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
