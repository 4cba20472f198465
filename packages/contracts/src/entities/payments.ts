import { z } from 'zod';
import { Id, Money } from '../primitives';
import { FIELD_MESSAGES } from '../messages';
import { BIZUM_PHONE } from '../validators/bizum-phone';
import { withoutCardNumber } from '../validators/free-text';
import { CheckoutPaymentMethod } from './payment-method';
import { PurchaseStatus } from './purchase';

/**
 * Body of POST {payments}/{provider}/create-purchase and /payment-data. `payment_link_id` is the source payment
 * link (the checkout id); purchase_id is given once the purchase exists (always for payment-data).
 */
export const CreatePurchaseBody = z.strictObject({
  payment_method: CheckoutPaymentMethod,
  customer_id: Id,
  plan_id: Id,
  payment_link_id: Id.optional(),
  purchase_id: Id.optional(),
});
export type CreatePurchaseBody = z.infer<typeof CreatePurchaseBody>;

/** The spec does not show it: the purchase that was created (or found again for the same buyer and plan). */
export const CreatePurchaseResponse = z.object({ purchase_id: Id, status: PurchaseStatus });
export type CreatePurchaseResponse = z.infer<typeof CreatePurchaseResponse>;

/**
 * `return_url` is ours (decision 1134): the merchant's page that a checkout embedded there (<merchant-checkout>,
 * <pay-button>) was on, where a provider's page (Redsys, Inespay) sends the buyer back instead of Cobro's own result
 * pages; its origin must be the organization's widget domain. Only an embedded checkout sends it, and only for a
 * method paid on a provider's page; the hosted checkout's calls are the spec's.
 */
export const PaymentDataBody = CreatePurchaseBody.extend({
  return_url: withoutCardNumber(z.url({ protocol: /^https?$/ }).max(2048)).optional(),
  /** Ours too (decision 1136): the buyer's Bizum mobile, which Redsys's Bizum page then shows filled in. */
  bizum_phone: z.string().regex(BIZUM_PHONE, FIELD_MESSAGES.invalidPhone).optional(),
  /**
   * Ours too (decision 1161): the buyer ticked "I ask for immediate supply and accept that I lose my right of
   * withdrawal". Required (true) for a service the merchant excluded from withdrawal, else 422 WDR-004; recorded on
   * the purchase. Ignored for any other service.
   */
  withdrawal_consent: z.boolean().optional(),
})
  .required({ purchase_id: true })
  .refine((body) => body.bizum_phone === undefined || body.payment_method === 'bizum', {
    message: FIELD_MESSAGES.invalidPhone,
    path: ['bizum_phone'],
  });
export type PaymentDataBody = z.infer<typeof PaymentDataBody>;

const common = {
  purchase_id: Id,
  amount: Money,
  /** Price due now (prorated when a payment day is set) and the full plan price, in cents. */
  current_price: Money,
  full_price: Money,
  currency: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), address: z.string().nullable() }),
};

/** Card and SEPA: confirmed in the card provider's embedded element. */
export const StripePaymentData = z.object({
  ...common,
  payment_intent: z.string(),
  client_secret: z.string(),
  stripe_key: z.string(),
});
/** Inespay: the buyer follows a redirect link to the bank page. */
export const InespayPaymentData = z.object({ ...common, url: z.string() });
/** Redsys: a hidden form POSTed to `url` with these three fields. */
export const RedsysPaymentData = z.object({
  ...common,
  url: z.string(),
  body: z.object({ Ds_MerchantParameters: z.string(), Ds_Signature: z.string(), Ds_SignatureVersion: z.string() }),
});

/** Payment data response (public-flows 3); which variant depends on the provider called. */
export const PaymentDataResponse = z.union([RedsysPaymentData, StripePaymentData, InespayPaymentData]);
export type PaymentDataResponse = z.infer<typeof PaymentDataResponse>;
