import { describe, expect, it } from 'vitest';
import { nextSort, selectAllState, toggleAll, toggleOne } from './table-state';

describe('DataTable sorting', () => {
  it('a new column sorts ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', descending: false });
    expect(nextSort({ field: 'status', descending: true }, 'name')).toEqual({ field: 'name', descending: false });
  });

  it('the same column goes ascending, descending, then back to no sort', () => {
    expect(nextSort({ field: 'name', descending: false }, 'name')).toEqual({ field: 'name', descending: true });
    expect(nextSort({ field: 'name', descending: true }, 'name')).toBeNull();
  });
});

describe('DataTable selection', () => {
  it('select-all is mixed when only some rows of the page are selected', () => {
    expect(selectAllState(['a', 'b'], [])).toBe('none');
    expect(selectAllState(['a', 'b'], ['a'])).toBe('some');
    expect(selectAllState(['a', 'b'], ['b', 'a', 'z'])).toBe('all');
  });

  it('select-all selects every row of the page and keeps the rows of other pages', () => {
    expect(toggleAll(['a', 'b'], ['z', 'a'])).toEqual(['z', 'a', 'b']);
  });

  it('select-all on a fully selected page clears only that page', () => {
    expect(toggleAll(['a', 'b'], ['a', 'z', 'b'])).toEqual(['z']);
  });

  it('a row checkbox toggles its row', () => {
    expect(toggleOne('a', ['a', 'b'])).toEqual(['b']);
    expect(toggleOne('c', ['a'])).toEqual(['a', 'c']);
  });
});
