import { z } from 'zod';

// A module of its own, apart from the error catalogue: the browser reads error answers with a check written by hand
// (`@cobro/client`'s toApiError, decision 1174) and imports the catalogue without zod.
/** Body of every non-2xx answer of the reference server. */
export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field message keys (spec keys such as `services.missing_field`) or texts, by field name. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Extra data the UI may show, e.g. the remaining refundable amount for CHA-006. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
