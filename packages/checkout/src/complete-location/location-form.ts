import { DEFAULT_COUNTRY, LocationUpdateBody } from '@cobro/contracts';
import type { z } from 'zod';

export interface LocationValues {
  country: string;
  city: string;
  postal_code: string;
  address: string;
}

export const emptyLocation: LocationValues = { country: DEFAULT_COUNTRY, city: '', postal_code: '', address: '' };

export type LocationCheck =
  | { ok: true; body: z.output<typeof LocationUpdateBody> }
  | { ok: false; errors: Partial<Record<keyof LocationValues, string>> };

/** public-flows 5: country (Spain only), city, postal code and address required; the code numeric. */
export function checkLocation(values: LocationValues): LocationCheck {
  const parsed = LocationUpdateBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof LocationValues, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LocationValues] ??= issue.message;
  return { ok: false, errors };
}
