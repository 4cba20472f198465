import { z } from 'zod';
import { listQuery } from '../list';
import { FIELD_MESSAGES } from '../messages';
import { Id, Money, Timestamp, UnixSeconds } from '../primitives';
import { Charge } from './charge';
import { ChargePaymentMethod, ManualPaymentMethod, Provider } from './payment-method';
import { Plan } from './plan';

export const SubscriptionStatus = z.enum([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'finished',
  'paused',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** A purchase carries its subscription's status, or for one-off purchases the payment's (dashboard-core 4). */
export const PurchaseStatus = z.enum([...SubscriptionStatus.options, 'paid', 'succeeded', 'failed', 'pending']);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const SalesChannel = z.enum(['PAYMENT_LINK', 'WIDGET']);
export type SalesChannel = z.infer<typeof SalesChannel>;

/** Provider-shaped subscription record: its times are Unix seconds, as the spec notes. */
export const PurchaseSubscription = z.object({
  status: SubscriptionStatus,
  created_at: UnixSeconds.nullable(),
  current_period_start: UnixSeconds.nullable(),
  current_period_end: UnixSeconds.nullable(),
  cancel_at: UnixSeconds.nullable(),
  canceled_at: UnixSeconds.nullable(),
});

/**
 * The open period of a variable plan's purchase (decision 1139): the units reported for it so far, what it will bill
 * (units × the plan's `unit_amount`, in cents) and when (`next_recurring_date`). Ours, not the spec's.
 */
export const PurchaseUsage = z.object({
  units: z.number().int().min(0),
  amount: Money,
  bills_at: Timestamp,
});
export type PurchaseUsage = z.infer<typeof PurchaseUsage>;

export const Purchase = z.object({
  id: Id,
  provider: Provider,
  channel: SalesChannel,
  customer_id: Id,
  customer: z.object({ id: Id, name: z.string(), email: z.string(), deleted_at: Timestamp.nullable() }),
  service: z.object({ id: Id, name: z.string() }),
  plan: Plan.omit({ service: true }),
  subscription_id: z.string().nullable(),
  subscription: PurchaseSubscription.nullable(),
  status: PurchaseStatus,
  payment_status: z.string().nullable(),
  payment_method: ChargePaymentMethod.nullable(),
  finish_date: Timestamp.nullable(),
  next_recurring_date: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  created_at: Timestamp,
  /** The purchase's charges, newest first; lists leave them out and the detail includes them. */
  charges: z.array(Charge).optional(),
  /**
   * A variable plan's purchase that is billing (active or past due, with a next billing date): its open period, in
   * the detail only; null otherwise. Lists leave it out, and a back end built to the spec has no such field.
   */
  usage: PurchaseUsage.nullable().optional(),
});
export type Purchase = z.infer<typeof Purchase>;

export const PurchasesQuery = listQuery({
  status: PurchaseStatus,
  sort: ['created_at', 'status', 'next_recurring_date', 'finish_date'],
});
export type PurchasesQuery = z.infer<typeof PurchasesQuery>;

/** PUT /purchases/{id}/manual-purchase: the method is required, from the spec's list. */
export const ManualPurchaseBody = z.strictObject({
  payment_method: z.enum(ManualPaymentMethod.options, { error: FIELD_MESSAGES.missingField }),
});

/**
 * What an anonymous buyer may read of a purchase (GET /purchases/{id} without a session, from the checkout):
 * no customer contact data, no charges. A full `Purchase` also satisfies it.
 */
export const CheckoutPurchase = z.object({
  id: Id,
  status: PurchaseStatus,
  provider: Provider,
  plan: Plan.pick({
    id: true,
    name: true,
    description: true,
    unit_amount: true,
    currency: true,
    type: true,
    recurring: true,
    frequency: true,
    billing_cycles: true,
    payment_day: true,
  }),
  /**
   * `withdrawal_excluded` is ours (decision 1161): the merchant excludes the service from the right of withdrawal, so
   * the checkout asks the buyer's consent before paying. A back end built to the spec leaves it out and none is asked.
   */
  service: z.object({ id: Id, name: z.string(), withdrawal_excluded: z.boolean().optional() }),
  /**
   * When its latest payment succeeded (decision 1133), for the result page of a buyer back from a provider's page;
   * null before. Not in the spec's purchase: a back end built to the spec leaves it out and the page shows no date.
   */
  paid_at: Timestamp.nullable().optional(),
  /**
   * Ours too (decision 1136): the method being paid, so a buyer back from Redsys's Bizum page is told Bizum, not a
   * card. A back end built to the spec leaves it out; its Redsys purchases are card payments.
   */
  payment_method: ChargePaymentMethod.nullable().optional(),
  /**
   * Ours too (issue 30): the merchant's buyer portal (`{PUBLIC_URL}/portal/{organization id}`) and, while the
   * purchase is within its withdrawal period, the period's last instant (null otherwise), so the success page links
   * the withdrawal function. A back end built to the spec leaves it out and the page links nothing.
   */
  portal: z
    .object({
      url: z.string(),
      withdrawal_deadline: Timestamp.nullable(),
      /** When the buyer gave the consent an excluded service asks for (decision 1161), which the page confirms. */
      withdrawal_waived_at: Timestamp.nullable().optional(),
    })
    .optional(),
});
export type CheckoutPurchase = z.infer<typeof CheckoutPurchase>;
