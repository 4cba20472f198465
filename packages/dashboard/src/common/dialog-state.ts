/**
 * Which dialog is open, kept in the URL query beside the list state (decision 0514): `?dialog=refund&charge=ch_1`.
 * A link to it opens the dialog, a reload keeps it open and Back closes it. Pure, so the rules are unit-tested.
 */

export const DIALOG_PARAM = 'dialog';

/** What a dialog can be about, each named by its own query parameter (the API's resource names). */
export const DIALOG_ENTITY_PARAMS = ['charge', 'purchase', 'customer', 'service', 'plan'] as const;
export type DialogEntity = (typeof DIALOG_ENTITY_PARAMS)[number];
export type DialogIds = Partial<Record<DialogEntity, string>>;

/** A dialog by its name (the row action that opens it) and the ids of what it is about. */
export type DialogTarget = { dialog: string; ids: DialogIds };

/** The dialog the query names, or null. An empty `dialog=` is no dialog; empty ids are left out. */
export function parseDialog(search: string): DialogTarget | null {
  const params = new URLSearchParams(search);
  const dialog = params.get(DIALOG_PARAM)?.trim();
  if (!dialog) return null;
  const ids: DialogIds = {};
  for (const name of DIALOG_ENTITY_PARAMS) {
    const id = params.get(name);
    if (id) ids[name] = id;
  }
  return { dialog, ids };
}

/**
 * The query with `target` as its dialog (null: without any), every other parameter kept as it was, so opening and
 * closing a dialog never changes the list behind it. The dialog's parameters go last, where a reader looks for them.
 */
export function withDialog(search: string, target: DialogTarget | null): string {
  const params = new URLSearchParams(search);
  params.delete(DIALOG_PARAM);
  for (const name of DIALOG_ENTITY_PARAMS) params.delete(name);
  if (target) {
    params.set(DIALOG_PARAM, target.dialog);
    for (const name of DIALOG_ENTITY_PARAMS) {
      const id = target.ids[name];
      if (id) params.set(name, id);
    }
  }
  return params.toString();
}

/** One string per dialog and entity: two openings of the same dialog for the same ids have the same key. */
export const dialogKey = (target: DialogTarget) => withDialog('', target);

/**
 * Whether a feature's dialogs include the one in the URL: its name is one of theirs and it names exactly the
 * entities they are about (`required`, plus any of `optional`), so two features on one page never both open it.
 */
export function ownsDialog(
  target: DialogTarget | null,
  dialogs: readonly string[],
  required: readonly DialogEntity[],
  optional: readonly DialogEntity[] = [],
): boolean {
  if (!target || !dialogs.includes(target.dialog)) return false;
  const named = Object.keys(target.ids) as DialogEntity[];
  return required.every((name) => target.ids[name]) && named.every((name) => required.includes(name) || optional.includes(name));
}
