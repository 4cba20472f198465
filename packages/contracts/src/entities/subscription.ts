import { z } from 'zod';
import { Id, Money } from '../primitives';
import { PaymentMethod } from './payment-method';
import { Frequency, PlanType } from './plan';
import { SubscriptionStatus } from './purchase';

/** GET /subscriptions/{id}: what the update-card page shows (read without credentials). */
export const SubscriptionView = z.object({
  id: Id,
  status: SubscriptionStatus,
  organization_id: Id,
  owner_id: Id,
  company_name: z.string(),
  organization_stripe_id: z.string().nullable(),
  customer: z.object({
    id: Id,
    stripe_id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    address: z.string().nullable(),
  }),
  plan: z.object({
    name: z.string(),
    /** Ours (decision 1139): a variable plan's unit_amount is the price of one unit. Absent from a spec back end. */
    type: PlanType.optional(),
    unit_amount: Money,
    frequency: Frequency.nullable(),
    billing_cycles: z.number().int().nullable(),
    payment_day: z.number().int().nullable(),
  }),
  payment_method: PaymentMethod.pick({ type: true, brand: true, last4: true, image: true }).nullable(),
  /** Offered methods, reduced to sepa_debit and a single card entry (public-flows 4). */
  payment_methods: z.array(z.enum(['card', 'sepa_debit'])),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

/** POST /subscriptions/{id}/get-payment-data. */
export const SubscriptionPaymentDataBody = z.strictObject({
  payment_method: z.enum(['card', 'sepa_debit']),
  customer_stripe_id: Id,
});
export const SubscriptionPaymentDataResponse = z.object({ stripe_key: z.string(), client_secret: z.string() });
