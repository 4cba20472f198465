import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseDialog, withDialog, type DialogIds, type DialogTarget } from './dialog-state';

export type DialogStateApi = {
  /** The dialog the URL names, or null. */
  target: DialogTarget | null;
  /** Opens a dialog as a new history entry, so Back closes it. */
  open: (dialog: string, ids: DialogIds) => void;
  /** Takes the dialog out of the URL in place (no new entry). Nothing happens when the URL has none. */
  close: () => void;
};

/**
 * The open dialog, read from and written to the URL query with wouter's location and search (decision 0514). The
 * list's own parameters are kept either way.
 */
export function useDialogState(): DialogStateApi {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const target = useMemo(() => parseDialog(search), [search]);

  // What this render saw, read when called: a dialog closes after an await (a refund being made), by which time
  // Back may have closed it already or the page may be gone, and then closing must not navigate anywhere.
  const latest = useRef({ search, location, target, mounted: true });
  latest.current = { ...latest.current, search, location, target };
  useEffect(() => {
    latest.current.mounted = true;
    return () => {
      latest.current.mounted = false;
    };
  }, []);

  const go = useCallback(
    (next: DialogTarget | null, replace: boolean) => {
      const query = withDialog(latest.current.search, next);
      navigate(query ? `${latest.current.location}?${query}` : latest.current.location, { replace });
    },
    [navigate],
  );
  const open = useCallback((dialog: string, ids: DialogIds) => go({ dialog, ids }, false), [go]);
  const close = useCallback(() => {
    if (latest.current.mounted && latest.current.target) go(null, true);
  }, [go]);
  return { target, open, close };
}
