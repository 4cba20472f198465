import { z } from 'zod';
import { listQuery } from '../list';
import { FIELD_MESSAGES } from '../messages';
import { toMinorUnits } from '../money';
import { Id, Money, Timestamp, UnixSeconds } from '../primitives';
import { ChargePaymentMethod, Provider } from './payment-method';
import { Frequency, PlanType } from './plan';
import { withoutCardNumber } from '../validators/free-text';

export const DisputeStatus = z.enum([
  'won',
  'lost',
  'submitted',
  'unsubmitted',
  'expired',
  'warning_needs_response',
  'needs_response',
]);
export type DisputeStatus = z.infer<typeof DisputeStatus>;

/**
 * The statuses a charge takes. The spec's "disputed group" (its list is not shown) is decided here as the
 * dispute statuses: a disputed charge carries its dispute's status (docs/api.md "Charges").
 */
export const ChargeStatus = z.enum([
  'succeeded',
  'paid',
  'pending',
  'processing',
  'failed',
  'refunded',
  'canceled',
  ...DisputeStatus.options,
]);
export type ChargeStatus = z.infer<typeof ChargeStatus>;
export const DISPUTED_CHARGE_STATUSES: readonly ChargeStatus[] = DisputeStatus.options;

export const RefundReason = z.enum(['duplicate', 'fraudulent', 'requested_by_customer']);
export type RefundReason = z.infer<typeof RefundReason>;

/** Card-provider fee kinds summed into the displayed fee (dashboard-core 9); REDSYS and INESPAY add their own. */
export const FeeType = z.enum(['application', 'provider', 'card', 'sepa', 'afterpay', 'platform', 'redsys', 'inespay']);

export const AssociatedTransaction = z.object({
  id: z.string(),
  object: z.enum(['refund', 'charge']),
  /** In cents, like every amount. */
  amount: Money,
  /** Unix seconds (the spec says so for this provider-shaped record). */
  created: UnixSeconds,
  status: z.string(),
  paid: z.boolean(),
  failure_message: z.string().nullable(),
  payment_method_details: z.record(z.string(), z.unknown()).nullable(),
});

export const ChargePlan = z.object({
  id: Id,
  name: z.string(),
  unit_amount: Money,
  type: PlanType,
  recurring: z.boolean(),
  frequency: Frequency.nullable(),
  /** Ours (docs/api.md, decision 1110): the plan's service, as a catalog plan names it; a spec back end may leave it out. */
  service: z.object({ id: Id, name: z.string() }).optional(),
});

export const Charge = z.object({
  id: Id,
  amount: Money,
  amount_refunded: Money,
  amount_net: Money.nullable(),
  amount_fee: Money.nullable(),
  amount_fee_details: z.array(z.object({ type: FeeType, amount: Money })),
  status: ChargeStatus,
  refunded: z.boolean(),
  refund_reason: RefundReason.nullable(),
  payment_method: ChargePaymentMethod,
  currency: z.string(),
  /** The card provider's charge identifier; refunds through that provider need it. */
  stripe_id: z.string().nullable(),
  receipt_url: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  dispute_amount: Money.nullable(),
  dispute_reason: z.string().nullable(),
  failure_message: z.string().nullable(),
  customer: z.object({ id: Id.optional(), name: z.string(), email: z.string() }),
  plans: z.array(ChargePlan),
  purchase: z.object({ id: Id.optional(), provider: Provider }).nullable(),
  associated_transactions: z.array(AssociatedTransaction),
});
export type Charge = z.infer<typeof Charge>;

export const ChargesQuery = listQuery({
  status: ChargeStatus,
  sort: ['created_at', 'amount', 'status', 'payment_method'],
});
export type ChargesQuery = z.infer<typeof ChargesQuery>;

/** PUT /charges/{id}/refund: amount in cents, greater than 0; the server also checks it against what is left. */
export const RefundBody = z.strictObject({
  amount: Money.positive(FIELD_MESSAGES.invalidRefund),
  reason: RefundReason.optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

/** The refundable rest of a charge, in cents (dashboard-core 5: amount minus already refunded). */
export const refundableAmount = (charge: Pick<Charge, 'amount' | 'amount_refunded'>) =>
  Math.max(0, charge.amount - charge.amount_refunded);

/**
 * The refund dialog's schema: euros as typed (decimals allowed, minimum 0) to a RefundBody; the amount must be
 * above 0 and not above what is left, compared in cents, else `invalid_refund` (the UI shows the rest).
 */
export const refundForm = (remaining: number) =>
  z
    .object({
      amount: z.union([z.string(), z.number()]).refine((v) => String(v).trim() !== '', FIELD_MESSAGES.missingField),
      reason: RefundReason.optional(),
    })
    .transform((v, ctx) => {
      const cents = toMinorUnits(v.amount);
      if (cents === null || cents <= 0 || cents > remaining) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalidRefund, path: ['amount'] });
        return z.NEVER;
      }
      return { amount: cents, ...(v.reason ? { reason: v.reason } : {}) } satisfies RefundBody;
    });

/** POST /charges/{id}/send-receipt. */
export const SendReceiptBody = z.strictObject({
  email: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)).pipe(z.email(FIELD_MESSAGES.invalidEmail)),
});

/** GET /charges/{id}/receipt: the receipt to download as recibo.pdf. */
export const ReceiptResponse = z.object({ receipt_url: z.string() });
