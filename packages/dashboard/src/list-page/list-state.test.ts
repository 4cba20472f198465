import { describe, expect, it } from 'vitest';
import { isFiltered, parseListState, patchListState, serializeListState, toApiQuery, type ListConfig } from './list-state';

const config: ListConfig = {
  statusValues: ['DRAFT', 'ACTIVE', 'PAUSED', 'DISABLED'],
  defaultStatus: ['ACTIVE'],
  sortFields: ['name', 'created_at'],
  tabs: ['services', 'plans'],
  paymentMethods: ['card', 'sepa_debit'],
};
const today = '2025-06-15';
const parse = (query: string) => parseListState(new URLSearchParams(query), config, today);

describe('list state in the URL', () => {
  it('a plain URL gives the defaults: first tab, page 1, 15 rows, the default status filter', () => {
    expect(parse('')).toEqual({
      tab: 'services',
      page: 1,
      pageSize: 15,
      sort: null,
      status: ['ACTIVE'],
      search: '',
      paymentMethod: [],
      firstDay: null,
      lastDay: null,
      selected: [],
    });
  });

  it('reads every part back from a shared link', () => {
    const state = parse(
      'watching=plans&page=3&page_size=5&sort=-name&status=DRAFT,PAUSED&search=yoga&payment_method=card&first_day=2025-06-01&last_day=2025-06-10&selected=a,b',
    );
    expect(state).toMatchObject({
      tab: 'plans',
      page: 3,
      pageSize: 5,
      sort: { field: 'name', descending: true },
      status: ['DRAFT', 'PAUSED'],
      search: 'yoga',
      paymentMethod: ['card'],
      firstDay: '2025-06-01',
      lastDay: '2025-06-10',
      selected: ['a', 'b'],
    });
  });

  it('serialising and parsing give the same state, and defaults stay out of the URL', () => {
    const state = parse('watching=plans&page=2&page_size=20&sort=name&status=&search=a%20b&selected=x');
    const query = serializeListState(state, config);
    expect(parse(query)).toEqual(state);
    expect(serializeListState(parse(''), config)).toBe('');
  });

  it('page sizes are 5, 10, 15 and 20, and anything else falls back to 15', () => {
    for (const size of [5, 10, 15, 20]) expect(parse(`page_size=${size}`).pageSize).toBe(size);
    expect(parse('page_size=7').pageSize).toBe(15);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('an empty status means any status, unlike a missing one which means the default', () => {
    expect(parse('status=').status).toEqual([]);
    expect(serializeListState(parse('status='), config)).toBe('status=');
  });

  it('unknown tabs, statuses, sort fields and payment methods are ignored', () => {
    const state = parse('watching=nope&status=ACTIVE,WRONG&sort=password&payment_method=cash');
    expect(state.tab).toBe('services');
    expect(state.status).toEqual(['ACTIVE']);
    expect(state.sort).toBeNull();
    expect(state.paymentMethod).toEqual([]);
  });

  it('the date range cannot pass today and applies only when both ends are chosen in order', () => {
    expect(parse('first_day=2025-06-01&last_day=2025-06-16')).toMatchObject({ firstDay: null, lastDay: null });
    expect(parse('first_day=2025-06-01')).toMatchObject({ firstDay: null, lastDay: null });
    expect(parse('first_day=2025-06-10&last_day=2025-06-01')).toMatchObject({ firstDay: null, lastDay: null });
    expect(parse('first_day=2025-06-01&last_day=2025-06-15')).toMatchObject({ firstDay: '2025-06-01', lastDay: '2025-06-15' });
  });

  it('switching tab resets the page and clears the selection', () => {
    const state = parse('page=4&selected=a,b&search=x');
    expect(patchListState(state, { tab: 'plans' })).toMatchObject({ tab: 'plans', page: 1, selected: [], search: 'x' });
  });

  it('a new filter, search, sort or page size goes back to page 1; paging and selecting do not', () => {
    const state = parse('page=4');
    expect(patchListState(state, { search: 'yoga' }).page).toBe(1);
    expect(patchListState(state, { status: ['DRAFT'] }).page).toBe(1);
    expect(patchListState(state, { pageSize: 5 }).page).toBe(1);
    expect(patchListState(state, { sort: { field: 'name', descending: false } }).page).toBe(1);
    expect(patchListState(state, { page: 5 }).page).toBe(5);
    expect(patchListState(state, { selected: ['a'] }).page).toBe(4);
  });

  it('the list call carries only the filters that are set', () => {
    expect(toApiQuery(parse('status='))).toEqual({ page: 1, page_size: 15 });
    expect(toApiQuery(parse('sort=-created_at&search=yoga&first_day=2025-06-01&last_day=2025-06-02'))).toEqual({
      page: 1,
      page_size: 15,
      sort: '-created_at',
      status: ['ACTIVE'],
      search: 'yoga',
      first_day: '2025-06-01',
      last_day: '2025-06-02',
    });
  });

  it('the empty state counts search, status, payment method and date range as filters', () => {
    expect(isFiltered(parse('status='))).toBe(false);
    expect(isFiltered(parse(''))).toBe(true);
    expect(isFiltered(parse('status=&search=a'))).toBe(true);
    expect(isFiltered(parse('status=&first_day=2025-06-01&last_day=2025-06-02'))).toBe(true);
  });
});
