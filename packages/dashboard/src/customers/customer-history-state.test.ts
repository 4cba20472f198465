import { DisputeStatus } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { parseListState, patchListState } from '../list-page';
import { HISTORY_CONFIG, historyQuery } from './customer-history-state';

const state = (query: string) => parseListState(new URLSearchParams(query), HISTORY_CONFIG, '2026-03-31');

describe('customer history', () => {
  it('shows purchases by default and charges with watching=charges', () => {
    expect(state('').tab).toBe('purchases');
    expect(state('watching=charges').tab).toBe('charges');
  });

  it('switching tab resets the page to 1 and clears the selection', () => {
    const next = patchListState(state('page=3&selected=a,b'), { tab: 'charges' });
    expect(next).toMatchObject({ tab: 'charges', page: 1, selected: [] });
  });

  it('fetches with the filters, search and date range', () => {
    expect(historyQuery(state('watching=charges&status=failed&search=ana&payment_method=card&first_day=2026-03-01&last_day=2026-03-05'), 'charges')).toEqual({
      page: 1,
      page_size: 15,
      status: ['failed'],
      search: 'ana',
      payment_method: ['card'],
      first_day: '2026-03-01',
      last_day: '2026-03-05',
    });
  });

  it("drops a status or sort the tab's list does not know", () => {
    expect(historyQuery(state('status=refunded&sort=-amount'), 'purchases')).toEqual({ page: 1, page_size: 15 });
  });

  // Issue 27 item 11: the charges filter's one Disputed option, in a customer's history as in the payments list.
  it('asks the charges tab for every status an option stands for: Disputed each dispute status, Succeeded paid too', () => {
    expect(historyQuery(state('watching=charges&status=disputed'), 'charges').status).toEqual([...DisputeStatus.options]);
    expect(historyQuery(state('watching=charges&status=succeeded'), 'charges').status).toEqual(['succeeded', 'paid']);
    expect(historyQuery(state('status=disputed'), 'purchases')).not.toHaveProperty('status');
  });
});
