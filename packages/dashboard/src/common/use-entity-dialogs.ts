import { useCallback, useEffect, useRef, useState } from 'react';
import { dialogKey, ownsDialog, type DialogEntity, type DialogIds } from './dialog-state';
import { showApiErrorToast } from './error-toast';
import { useDialogState } from './use-dialog-state';

export type EntityDialogsSpec<D extends string, T> = {
  /** The dialogs, by the names the URL gives them. */
  dialogs: readonly D[];
  /** The ids each of them names (`charge`), and those some of them may add (a plan of a `service`). */
  entities: readonly DialogEntity[];
  optionalEntities?: readonly DialogEntity[];
  /**
   * Reads what a dialog found in the URL is about (after a reload, from a link): fresh, by its ids. Null when that
   * dialog is not offered for it (a link to refund a charge since refunded), so the URL drops it quietly; a failure
   * (a deleted entity) is shown as its error code.
   */
  load: (dialog: D, ids: DialogIds) => Promise<T | null>;
};

export type EntityDialogsApi<D extends string, T> = {
  /** The dialog open and what it is about, once known; null while a dialog from the URL is being read. */
  opened: { dialog: D; ids: DialogIds; entity: T } | null;
  /** Opens a dialog; `entity` is what the row already shows, else it is read by `load`. */
  open: (dialog: D, ids: DialogIds, entity?: T) => void;
  close: () => void;
};

/**
 * A feature's dialogs about one entity, opened in the URL (decision 0514). The entity of an opening is fixed once
 * known, the row's when opened from a row, so a refetch while the dialog is open does not reset a form being
 * filled, and an opening started over (close, then open) begins afresh.
 */
export function useEntityDialogs<D extends string, T>(spec: EntityDialogsSpec<D, T>): EntityDialogsApi<D, T> {
  const url = useDialogState();
  const mine = ownsDialog(url.target, spec.dialogs, spec.entities, spec.optionalEntities) ? url.target : null;
  const key = mine ? dialogKey(mine) : null;
  const [held, setHeld] = useState<{ key: string; entity: T } | null>(null);
  const load = useRef(spec.load);
  load.current = spec.load;
  const closeUrl = useRef(url.close);
  closeUrl.current = url.close;

  useEffect(() => {
    if (!mine || !key || held?.key === key) return;
    let current = true;
    load.current(mine.dialog as D, mine.ids).then(
      (entity) => {
        if (!current) return;
        if (entity === null) closeUrl.current();
        else setHeld({ key, entity });
      },
      (error: unknown) => {
        if (!current) return;
        showApiErrorToast(error);
        closeUrl.current();
      },
    );
    return () => {
      current = false;
    };
    // `mine` is a new object with every search string; `key` says all of it that matters here.
  }, [key, held?.key]);

  // Closed (by the person, Back or the URL): the next opening of the same dialog reads its entity afresh.
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current !== null && key === null) setHeld(null);
    previousKey.current = key;
  }, [key]);

  const { open: openUrl } = url;
  const mineNow = useRef(key);
  mineNow.current = key;
  const open = useCallback(
    (dialog: D, ids: DialogIds, entity?: T) => {
      setHeld(entity === undefined ? null : { key: dialogKey({ dialog, ids }), entity });
      openUrl(dialog, ids);
    },
    [openUrl],
  );

  const opened = mine && held?.key === key ? { dialog: mine.dialog as D, ids: mine.ids, entity: held.entity } : null;
  // Only this feature's dialog: one closing after an await must not close another opened meanwhile.
  const close = useCallback(() => {
    if (mineNow.current) closeUrl.current();
  }, []);
  return { opened, open, close };
}
