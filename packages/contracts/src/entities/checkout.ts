import { z } from 'zod';
import { Id, Money } from '../primitives';
import { structured } from '../validators/structured';
import { FreeText } from '../validators/free-text';
import { Email } from './email';
import { locationFields, taxIdFor } from './checkout-fields';
import { HolderTypeField } from './holder-type';
import { CheckoutPaymentMethod } from './payment-method';
import { Frequency, PlanType } from './plan';

/** GET /payment-links/purchase/{id}: what the public checkout shows before the buyer identifies. */
export const PaymentLinkView = z.object({
  active: z.boolean(),
  plan_id: Id,
  plan: z.object({
    name: z.string(),
    description: z.string().nullable(),
    unit_amount: Money,
    currency: z.string(),
    type: PlanType,
    recurring: z.boolean(),
    frequency: Frequency.nullable(),
    billing_cycles: z.number().int().nullable(),
    payment_day: z.number().int().nullable(),
  }),
  service: z.object({
    name: z.string(),
    description: z.string().nullable(),
    images: z.array(z.object({ content: z.string() })),
    /**
     * Ours (decision 1161): the merchant excludes the service from the right of withdrawal, so the payment step asks
     * the buyer's consent (payment-data's `withdrawal_consent`). A back end built to the spec leaves it out.
     */
    withdrawal_excluded: z.boolean().optional(),
  }),
  organization: z.object({ company_name: z.string(), tyc: z.string().nullable(), stripe_id: z.string().nullable() }),
});
export type PaymentLinkView = z.infer<typeof PaymentLinkView>;

/** POST /checkout/{id}/verify-id (identify step). */
export const VerifyIdBody = z
  .strictObject({
    customer_type: HolderTypeField,
    customer_email: Email,
    customer_cif: FreeText().transform((v) => v.replace(/\s+/g, '').toUpperCase()),
  })
  .superRefine((v, ctx) => {
    const result = taxIdFor(v.customer_type, v.customer_cif);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0].message, path: ['customer_cif'] });
    }
  });
export type VerifyIdBody = z.infer<typeof VerifyIdBody>;

/**
 * Which page follows the identify step: complete-data for a new customer (needs_verification), complete-location
 * when the address is missing (needs_location, with the key the location call must carry), else payment.
 */
export const VerifyIdResponse = z.object({
  needs_verification: z.boolean(),
  needs_location: z.boolean(),
  location_update_key: z.string().nullable(),
  customer_id: Id.nullable(),
});
export type VerifyIdResponse = z.infer<typeof VerifyIdResponse>;

/** PUT /customers/location/{customer_id} body; the `update-key` header carries verify-id's location_update_key. */
export const LocationUpdateBody = z.strictObject(locationFields);
export const LocationUpdateHeaders = z.object({ 'update-key': structured(z.string(), 'key').min(1) });

/** GET /checkout/{id}/payment-options/{customer_id}: the methods this plan can be paid with. */
export const CheckoutPaymentOptionsResponse = z.array(CheckoutPaymentMethod);

/** POST /checkout/{id}/request-invoice: the buyer asks for an invoice of a purchase. */
export const RequestInvoiceBody = z.strictObject({
  requestInvoice: z.boolean(),
  purchase_id: Id,
});
