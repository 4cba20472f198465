import { z } from 'zod';
import { Id } from '../primitives';

/** The `{table id}` of POST /media/export/{table id}: the lists that have an export button. */
export const ExportTable = z.enum(['customers', 'charges', 'purchases', 'services', 'plans']);
export type ExportTable = z.infer<typeof ExportTable>;

/** Selected rows, else all rows shown, else empty (all rows of the table); customer_id scopes to one customer. */
export const ExportBody = z.strictObject({
  ids: z.array(Id).max(10000),
  customer_id: Id.optional(),
});
export type ExportBody = z.infer<typeof ExportBody>;

/** A spreadsheet as base64; file_name carries its extension (the reference server writes xlsx). */
export const ExportResponse = z.object({ file: z.string(), file_name: z.string() });
export type ExportResponse = z.infer<typeof ExportResponse>;
