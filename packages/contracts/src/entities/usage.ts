import { z } from 'zod';
import { INT4_MAX } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { Id, Timestamp } from '../primitives';
import { RequiredText } from '../validators/free-text';

/**
 * Usage of a variable (metered) purchase, reported by the merchant's back end with the secret key (decision 1139):
 * what a period bills is its units times the plan's `unit_amount`. The purchase is named by its id or by the
 * integrator's usage id (the button's `external-usage-id`), one of the two.
 */
export const UsageBody = z
  .strictObject({
    purchase_id: Id.optional(),
    external_usage_id: RequiredText(200).optional(),
    units: z.number().int().min(1).max(INT4_MAX),
    /** When the usage happened (ISO 8601 with its offset); now when left out. It places the units in a period. */
    timestamp: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => (body.purchase_id === undefined) !== (body.external_usage_id === undefined), {
    message: FIELD_MESSAGES.missingField,
    path: ['purchase_id'],
  });
export type UsageBody = z.infer<typeof UsageBody>;

/** One report as kept: when it happened, the period it counts in (its start), and whether that period was billed. */
export const UsageRecord = z.object({
  id: Id,
  purchase_id: Id,
  units: z.number().int().min(1),
  timestamp: Timestamp,
  period_start: Timestamp,
  billed: z.boolean(),
});
export type UsageRecord = z.infer<typeof UsageRecord>;
