import { z } from 'zod';
import { DateOnly, Money } from '../primitives';

/** Query of the panel calls: a day range, both ends included. */
export const PanelRangeQuery = z
  .object({ first_day: DateOnly, last_day: DateOnly })
  .refine((q) => q.first_day <= q.last_day, { message: 'first_day must not be after last_day', path: ['last_day'] });

/** Query of the transactions chart call (the spec names its fields start and end). */
export const PanelChartQuery = z
  .object({ start: DateOnly, end: DateOnly })
  .refine((q) => q.start <= q.end, { message: 'start must not be after end', path: ['end'] });

export const PanelSalesResponse = z.object({
  sales: z.object({
    total: Money,
    pie_data: z.array(z.object({ name: z.string(), value: Money })),
    progress_data: z.array(
      z.object({ caption: z.string(), amount: Money, percentage: z.number(), color: z.string() }),
    ),
  }),
});

export const PanelBalanceResponse = z.object({ balance: z.object({ brute: Money, net: Money }) });
export const PanelPayoutsResponse = z.object({ payouts: z.object({ paid: Money, pending: Money }) });

/** Percentages (0 to 100) of the organization's subscriptions per status group. */
export const PanelSubscriptionsResponse = z.object({
  subscriptions: z.object({
    debt: z.number(),
    past_due: z.number(),
    pending: z.number(),
    paused: z.number(),
    active: z.number(),
  }),
});

/**
 * Keyed by period label (hours `HH:00` for one day, days `YYYY-MM-DD` for a week or a month): amounts brute and
 * net in cents, counts of succeeded, refunded and failed charges.
 */
export const PanelTransactionsResponse = z.record(
  z.string(),
  z.object({
    brute: Money,
    net: Money,
    success: z.number().int(),
    refund: z.number().int(),
    failed: z.number().int(),
  }),
);
