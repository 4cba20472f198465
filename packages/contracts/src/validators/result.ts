/** Outcome of a pure validator: the normalised value, or the field message key to show. */
export type Validation<T = string> = { ok: true; value: T } | { ok: false; error: string };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });
export const invalid = (error: string): { ok: false; error: string } => ({ ok: false, error });
