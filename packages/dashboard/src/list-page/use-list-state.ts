import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseDialog, withDialog } from '../common/dialog-state';
import { localToday, parseListState, patchListState, serializeListState, type ListConfig, type ListPatch, type ListState } from './list-state';

export type ListStateApi = {
  state: ListState;
  /** `replace` for changes that should not each become a history entry (typing in the search box). */
  update: (patch: ListPatch, options?: { replace?: boolean }) => void;
};

/** The list's state, read from and written to the URL query, so a link can be shared and back works. */
export function useListState(config: ListConfig): ListStateApi {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parseListState(new URLSearchParams(search), config, localToday()), [search, config]);
  const update = useCallback(
    (patch: ListPatch, options: { replace?: boolean } = {}) => {
      // An open dialog's parameters stay (decision 0514): a search typed just before opening it must not close it.
      const query = withDialog(serializeListState(patchListState(state, patch), config), parseDialog(search));
      navigate(query ? `${location}?${query}` : location, { replace: options.replace });
    },
    [state, config, search, location, navigate],
  );
  return { state, update };
}
