import { ApiError } from '@cobro/client';

/** The form field that shows each body field the server may name: the cover's parts (`files.0`, `cover`) on the image. */
const FORM_FIELD: Record<string, 'name' | 'files' | 'plans'> = {
  name: 'name',
  files: 'files',
  cover: 'files',
  images: 'files',
  plans: 'plans',
};

/**
 * The field errors of a failed service save, on the service form's fields (`plans.0.unit_amount` on the plans).
 * Each keeps the server's key, which the field translates; the first one on a field wins, as the server's do.
 */
export function serviceFieldErrors(error: unknown): Partial<Record<'name' | 'files' | 'plans', string>> {
  const marked: Partial<Record<'name' | 'files' | 'plans', string>> = {};
  if (!(error instanceof ApiError)) return marked;
  for (const [path, key] of Object.entries(error.fields ?? {})) {
    const field = FORM_FIELD[path.split('.')[0] ?? ''];
    if (field && !marked[field]) marked[field] = key;
  }
  return marked;
}
