import { z } from 'zod';
import { HOLDER_TYPES } from '../constants';
import { FIELD_MESSAGES } from '../messages';

/**
 * Who buys: a person (DNI/NIE) or a company (CIF). A module of its own, re-exported by customer.ts, so the buyer
 * checkout's schemas can name it without the customer module and its phone refine (decision 0856).
 */
export const HolderType = z.enum(HOLDER_TYPES);
export type HolderType = z.infer<typeof HolderType>;

/**
 * customer_type as a buyer's request carries it: the spec writes it PERSON/COMPANY and person/company, so either case
 * is accepted; absent is missing_field, any other value says it is not one of the two.
 */
export const HolderTypeField = z
  .string({ error: FIELD_MESSAGES.missingField })
  .min(1, FIELD_MESSAGES.missingField)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(HolderType.options, { error: FIELD_MESSAGES.invalidCustomerType }));
