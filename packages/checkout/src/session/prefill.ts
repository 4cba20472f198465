import type { CheckoutPrefill } from '@cobro/contracts';

/** A step's form values with the session's prefill, and the fields the buyer cannot change (decision 0855). */
export interface StepPrefill<V> {
  values: V;
  locked: ReadonlySet<keyof V>;
}

export const noPrefill = <V>(values: V): StepPrefill<V> => ({ values, locked: new Set() });

/**
 * Fills a step's empty values with what the session gives (null or blank: not given). With `not_editable`, each
 * given field the step accepts is locked; a given value the step refuses stays editable, so a merchant's typo
 * never leaves the buyer stuck in front of an error they cannot fix.
 */
export function prefillStep<V extends { [K in keyof V]: string }>(
  empty: V,
  given: { [K in keyof V]?: string | null },
  notEditable: boolean,
  errorsOf: (values: V) => Partial<Record<keyof V, string>>,
): StepPrefill<V> {
  const values = { ...empty };
  const filled: (keyof V)[] = [];
  for (const field of Object.keys(given) as (keyof V)[]) {
    const value = given[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    values[field] = value.trim() as V[keyof V];
    filled.push(field);
  }
  if (!notEditable || filled.length === 0) return { values, locked: new Set() };
  const errors = errorsOf(values);
  return { values, locked: new Set(filled.filter((field) => !errors[field])) };
}

/**
 * Whether the button gave any buyer data. The session's type is PERSON when the button did not say (the spec's
 * default), so the type counts as given only beside other data: a not-editable button without customer data must
 * not stop a company from buying.
 */
export const hasBuyerData = (prefill: CheckoutPrefill) =>
  Object.entries(prefill).some(([field, value]) => field !== 'type' && typeof value === 'string' && value.trim() !== '');

/** The same locks without one field (a prefilled value a later check refused). */
export function withoutLock<V>(locked: ReadonlySet<keyof V>, field: keyof V): ReadonlySet<keyof V> {
  if (!locked.has(field)) return locked;
  const next = new Set(locked);
  next.delete(field);
  return next;
}
