import { z } from 'zod';
import { PRODUCT_PREFIX } from '../constants';
import { Money, Timestamp } from '../primitives';
import { SIGNED_BUTTON_ATTRIBUTES } from '../rules/button-signature';
import { ChargeStatus } from './charge';
import { ChargePaymentMethod } from './payment-method';

/**
 * The charge data POSTed to a merchant's callback URL (services-and-configuration 3). The product's own ids
 * carry its prefix (`uelz_plan_id`, `uelz_charge_id`, `uelz_purchase_id`); `external_*` echo the button's.
 */
export const CallbackChargeData = z.object({
  status: ChargeStatus,
  amount: Money,
  currency: z.string(),
  date: Timestamp,
  payment_method_details: z.object({ type: ChargePaymentMethod, brand: z.string().nullable(), last4: z.string().nullable() }),
  charge_description: z.string().nullable(),
  [`${PRODUCT_PREFIX}_plan_id` as const]: z.string(),
  [`${PRODUCT_PREFIX}_charge_id` as const]: z.string(),
  [`${PRODUCT_PREFIX}_purchase_id` as const]: z.string(),
  external_product_id: z.string().nullable(),
  external_customer_id: z.string().nullable(),
  service_name: z.string(),
  plan_name: z.string(),
  plan_description: z.string().nullable(),
  customer: z.object({
    address: z.object({
      city: z.string().nullable(),
      state: z.string().nullable(),
      address: z.string().nullable(),
      country: z.string().nullable(),
      postal_code: z.string().nullable(),
    }),
    dni: z.string().nullable(),
    email: z.string(),
    prefix: z.string().nullable(),
    phone: z.string().nullable(),
    external_customer_id: z.string().nullable(),
  }),
  /**
   * Ours, only for a purchase made through a web-services <pay-button> (decision 1010): the signed attributes as the
   * button sent them (attribute names, values as text; absent ones left out) and whether their signature matched.
   * With a live key it always did; `signed: false` comes from a test key only.
   */
  button_plan: z
    .object({ signed: z.boolean(), attributes: z.partialRecord(z.enum(SIGNED_BUTTON_ATTRIBUTES), z.string()) })
    .optional(),
});
export type CallbackChargeData = z.infer<typeof CallbackChargeData>;
