import { z } from 'zod';
import { Id, Timestamp } from '../primitives';
import { structured } from '../validators/structured';
import { PLAN_SIGNATURE_STATES } from '../rules/button-signature';
import { ChargeStatus } from './charge';
import { HolderType } from './customer';
import { WidgetCustomerData, WidgetPlanData } from './widget-button';

/**
 * GET /widget/session: what a <pay-button> page learns from its key and Origin before a buyer clicks (the key is
 * valid, this page may use it, the merchant can take payments). `mode` is `test` for `pk_test_` keys.
 */
export const WidgetSession = z.object({
  organization: z.object({ company_name: z.string() }),
  mode: z.enum(['test', 'live']),
  charges_enabled: z.boolean(),
  /** The version configured in the dashboard and the latest published one. */
  version: z.string(),
  latest_version: z.string(),
});
export type WidgetSession = z.infer<typeof WidgetSession>;

/**
 * POST /widget/checkout-sessions: what a click on <pay-button> sends. Either the product-services mode (an existing
 * ACTIVE plan of the merchant: `plan_id`, with its `service_id`) or the web-services mode (`plan`: the plan data of
 * the button, which the server finds or creates as a published service and plan). `customer` prefills the checkout
 * in both modes. The attribute values are sent as written; the server parses them with the same schemas.
 * `signature` is the button's `signature` attribute: the merchant's HMAC of the plan attributes (decision 1010).
 */
export const CreateCheckoutSessionBody = z
  .strictObject({
    service_id: Id.optional(),
    plan_id: Id.optional(),
    plan: WidgetPlanData.optional(),
    customer: WidgetCustomerData.optional(),
    signature: structured(z.string(), 'signature').optional(),
  })
  .superRefine((body, ctx) => {
    const product = body.plan_id !== undefined || body.service_id !== undefined;
    if (product === (body.plan !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give either service_id and plan_id, or plan', path: ['plan'] });
    }
    if (product && (body.plan_id === undefined || body.service_id === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'missing_field', path: [body.plan_id === undefined ? 'plan_id' : 'service_id'] });
    }
  });
export type CreateCheckoutSessionBody = z.input<typeof CreateCheckoutSessionBody>;

/** The buyer data a checkout session prefills; null where the button said nothing. */
export const CheckoutPrefill = z.object({
  type: HolderType,
  email: z.string().nullable(),
  cif: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  company_name: z.string().nullable(),
  prefix: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  address: z.string().nullable(),
});
export type CheckoutPrefill = z.infer<typeof CheckoutPrefill>;

/**
 * A checkout session (answer of the create call and of the public GET /checkout-sessions/{id}): the payment link
 * the checkout opens (`link_id`, as <merchant-checkout link-id>) and the prefilled buyer data, which the buyer
 * cannot change when `not_editable`. The merchant's external ids stay on the server (they go to the callback).
 * `plan_signature` (web-services buttons only) says whether the plan attributes were signed; a test key also opens
 * `missing` and `mismatch` ones, and the button warns the integrator (decision 1010).
 */
export const CheckoutSession = z.object({
  id: Id,
  link_id: Id,
  expires_at: Timestamp,
  prefill: CheckoutPrefill,
  not_editable: z.boolean(),
  plan_signature: z.enum(PLAN_SIGNATURE_STATES).optional(),
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** Header of create-purchase naming the checkout session (optional: payment links opened directly have none). */
export const CreatePurchaseHeaders = z.object({ 'checkout-session': Id.optional() });

/**
 * `last_error` of a delivery: why its last attempt got no usable answer (`last_status_code` says the rest; a plain
 * non-2xx answer has no error). The dashboard translates these.
 */
export const WEBHOOK_DELIVERY_ERRORS = [
  'invalid_url',
  'address_not_allowed',
  'dns_error',
  'connection_error',
  'tls_error',
  'timeout',
  'redirect_not_followed',
  'callbacks_disabled',
  'callback_url_changed',
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

/** One merchant-callback delivery (Configuration > Web checkout, delivery log). The body is the charge data. */
export const WebhookDelivery = z.object({
  id: Id,
  /** Standard Webhooks `webhook-id`: the same on every retry of this delivery. */
  webhook_id: z.string(),
  charge_id: Id.nullable(),
  charge_status: ChargeStatus.nullable(),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'failed', 'disabled']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: Timestamp.nullable(),
  delivered_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(15),
});

/** GET /widget-configuration/callback-secret: the Standard Webhooks signing secret the merchant verifies with. */
export const CallbackSecret = z.object({ secret: z.string().startsWith('whsec_') });
