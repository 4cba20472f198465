import { ApiError } from '@cobro/client';

/** The react-hook-form error type of a message the server put on a field (the form's own checks use `validate`). */
export const SERVER_FIELD_ERROR = 'server';

/**
 * The fields of a refused call (the `fields` of its error body) that the form shows, each with its message key, in
 * the form's order. A step marks them on its fields (translated at render, tied to the input by
 * aria-describedby, the first one focused so a screen reader reads it) instead of a toast that points at nothing;
 * a failure naming none of them is left to the toast.
 */
export function serverFieldErrors<F extends string>(error: unknown, shown: readonly F[]): [F, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const fields = error.fields;
  return shown.flatMap((field): [F, string][] => (typeof fields[field] === 'string' ? [[field, fields[field]]] : []));
}
