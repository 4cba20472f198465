import { z } from 'zod';
import { Id, Money, Timestamp } from '../primitives';
import { SubscriptionStatus } from './purchase';

/** A paid plan of the product itself (START, GROWTH, SCALE; monthly or annual). Price in cents, before VAT. */
export const ProductPlan = z.object({
  id: Id,
  name: z.string(),
  price: Money,
  type: z.enum(['MONTH', 'YEAR']),
});
export type ProductPlan = z.infer<typeof ProductPlan>;

/** GET /uelz-plans/current: the organization's plan subscription, null when it has none (free trial card). */
export const CurrentProductPlan = z
  .object({
    id: Id,
    status: SubscriptionStatus,
    plan_id: Id,
    plan: z.object({ name: z.string() }),
  })
  .nullable();
export type CurrentProductPlan = z.infer<typeof CurrentProductPlan>;

/** GET /uelz-plans/state. */
export const ProductPlanState = z.object({
  plan_exceeded: z.boolean(),
  plan_name: z.string().nullable(),
  plan_end_date: Timestamp.nullable(),
});
export type ProductPlanState = z.infer<typeof ProductPlanState>;

/**
 * POST /uelz-plans/checkout/{id} and POST /organizations/platform/get-payment-data: what the plan payment page
 * receives as route state. Amounts in cents; the tax percentage is total_tax_amount against current_amount.
 */
export const ProductCheckoutResponse = z.object({
  client_secret: z.string(),
  stripe_key: z.string(),
  currency: z.string(),
  current_amount: Money,
  total_tax_amount: Money,
});
export type ProductCheckoutResponse = z.infer<typeof ProductCheckoutResponse>;

/** GET /uelz-plans/invoice: the latest invoice; null url is the "invoice error, try again" case. */
export const ProductInvoiceResponse = z.object({ url: z.string().nullable() });
