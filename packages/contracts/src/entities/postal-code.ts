import { z } from 'zod';
import { Country } from '../primitives';

/** The postal-code lookup (path not shown by the spec: GET /postal-codes/{country}/{postal_code}). */
export const PostalCodeLookup = z.object({
  country: Country,
  postal_code: z.string().regex(/^\d{5}$/),
  /** Province, from the first two digits of a Spanish postal code. */
  province: z.string(),
});
export type PostalCodeLookup = z.infer<typeof PostalCodeLookup>;
