import { z } from 'zod';

/** A stored payment method of a customer (dashboard-core 3). */
export const PaymentMethodType = z.enum(['card', 'sepa_debit', 'afterpay_clearpay', 'redsys', 'inespay']);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

export const PaymentMethod = z.object({
  id: z.string().optional(),
  type: PaymentMethodType,
  /** Card brand (visa, mastercard, ...); null for non-card methods. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** Image name on the CDN (`visa`, `sepa_debit`, ...): the UI builds the URL. */
  image: z.string().nullable(),
  description: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * Methods a charge may carry; older records hold the upper-case spelling (dashboard-core 3). `bizum` is ours
 * (decision 1136): paid through the merchant's Redsys (provider REDSYS); a back end built to the spec never sends it.
 */
export const ChargePaymentMethod = z.enum([
  'card',
  'sepa_debit',
  'inespay',
  'redsys',
  'bizum',
  'CARD',
  'SEPA_DEBIT',
  'INESPAY',
  'REDSYS',
]);
export type ChargePaymentMethod = z.infer<typeof ChargePaymentMethod>;

/** The lower-case method the list filter and the UI use for any spelling a charge carries. */
export const normalizePaymentMethod = (m: ChargePaymentMethod) =>
  m.toLowerCase() as 'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'bizum';

/** Values of the charges and purchases payment-method filter. */
export const PaymentMethodFilter = z.enum(['card', 'sepa_debit', 'inespay', 'redsys', 'bizum']);

/** Payment methods a buyer can choose at checkout (public-flows 7; `bizum` is ours, decision 1136). */
export const CheckoutPaymentMethod = z.enum(['card', 'sepa_debit', 'inespay', 'redsys', 'bizum']);
export type CheckoutPaymentMethod = z.infer<typeof CheckoutPaymentMethod>;

/** How a merchant says a past-due subscription was paid outside the gateway (dashboard-core 3). */
export const ManualPaymentMethod = z.enum(['transferencia', 'bizum', 'efectivo', 'débito', 'tpv', 'otro']);
export type ManualPaymentMethod = z.infer<typeof ManualPaymentMethod>;

/** Providers as the API names them on purchases (REDSYS or STRIPE) and charges. */
export const Provider = z.enum(['STRIPE', 'INESPAY', 'REDSYS']);
export type Provider = z.infer<typeof Provider>;

/** Providers in lower case, as the payments-service paths and the provider calls spell them. */
export const ProviderName = z.enum(['stripe', 'inespay', 'redsys']);
export type ProviderName = z.infer<typeof ProviderName>;
