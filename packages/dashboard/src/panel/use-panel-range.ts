import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseRangeQuery, rangeQuery, todayIn, type PanelRange } from './date-range';

/**
 * The panel's range, kept in the URL query (`period`, `day`) so Back and a shared link show the same figures. Each
 * change is a new history entry; today's daily range (the default) leaves the URL bare.
 */
export function usePanelRange(): { range: PanelRange; today: string; setRange: (next: PanelRange) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = todayIn();
  const range = parseRangeQuery(search, today);
  const setRange = useCallback(
    (next: PanelRange) => {
      const query = rangeQuery(next, today);
      navigate(query ? `${location}?${query}` : location);
    },
    [location, navigate, today],
  );
  return { range, today, setRange };
}
