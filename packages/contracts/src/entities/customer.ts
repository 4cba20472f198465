import { z } from 'zod';
import { listQuery } from '../list';
import { FIELD_MESSAGES } from '../messages';
import { Id, Money, Timestamp } from '../primitives';
import { Email } from './auth';
import { Charge } from './charge';
import { CustomerStatusFilter } from './customer-status';
import { HolderType } from './holder-type';
import { PaymentMethod } from './payment-method';
import { PHONE_ISSUE, phoneFields, phonePairIsValid } from '../validators/phone-schemas';
import { RequiredText } from '../validators/free-text';
import { TaxId } from '../validators/schemas';

export { HolderType };

export const CustomerAddress = z.object({
  /** Two-letter country code. */
  country: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** The street line; older records call it `street`, so both may be present. */
  address: z.string().nullable().optional(),
  street: z.string().nullable().optional(),
});

export const Customer = z.object({
  id: Id,
  type: HolderType,
  name: z.string(),
  email: z.string(),
  /** Company tax id (COMPANY) ... */
  cif: z.string().nullable(),
  /** ... or personal id (PERSON). */
  dni: z.string().nullable(),
  prefix: z.string().nullable(),
  phone: z.string().nullable(),
  address: CustomerAddress.nullable(),
  created_at: Timestamp,
  deleted_at: Timestamp.nullable().optional(),
  payment_methods: z.array(PaymentMethod),
  /** Sum of non-refunded charges minus refunded amounts (dashboard-core 9), minor units. */
  spending: Money.optional(),
  /** Monthly recurring revenue (dashboard-core 9), minor units. */
  mrr: Money.optional(),
});
export type Customer = z.infer<typeof Customer>;

/** GET /customers/{id}: the detail adds the charges (dashboard-core 3). */
export const CustomerDetail = Customer.extend({ charges: z.array(Charge) });
export type CustomerDetail = z.infer<typeof CustomerDetail>;

export const CustomersQuery = listQuery({
  status: CustomerStatusFilter,
  sort: ['name', 'email', 'type', 'created_at'],
});
export type CustomersQuery = z.infer<typeof CustomersQuery>;

/**
 * PUT /customers/{id}: every field required (missing_field); the phone is checked as an international number;
 * a person sends `dni`, a company `cif` (dashboard-core 5). The postal code check always passes. Name, city and
 * street never hold a card number (quality bar 19).
 */
export const CustomerUpdateBody = z
  .strictObject({
    name: RequiredText(),
    email: Email,
    dni: TaxId(['DNI', 'NIE']).optional(),
    cif: TaxId(['CIF']).optional(),
    ...phoneFields,
    country: RequiredText(2),
    city: RequiredText(),
    postal_code: RequiredText(20),
    street: RequiredText(),
  })
  .refine((v) => (v.dni === undefined) !== (v.cif === undefined), {
    message: FIELD_MESSAGES.missingField,
    path: ['dni'],
  })
  .refine(phonePairIsValid, PHONE_ISSUE);
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;
