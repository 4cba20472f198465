import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { Id } from '../primitives';
import { PHONE_ISSUE, phoneFields, phonePairIsValid } from '../validators/phone-schemas';
import { RequiredText, withoutCardNumber } from '../validators/free-text';
import { Email } from './email';
import { locationFields, taxIdFor } from './checkout-fields';
import { HolderTypeField } from './holder-type';

/**
 * POST /checkout/{id}/complete-data: every field but surname (persons only) required, no card number in the
 * free-text ones. Apart from the other checkout schemas because its phone check carries libphonenumber's metadata:
 * only the complete-data step (a lazy chunk) loads it, never the identify step (decision 0856).
 */
export const CompleteDataBody = z
  .strictObject({
    customer_type: HolderTypeField,
    customer_cif: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)),
    customer_email: Email,
    name: RequiredText(),
    surname: withoutCardNumber(z.string().trim().max(255)).optional(),
    ...phoneFields,
    ...locationFields,
  })
  .refine(phonePairIsValid, PHONE_ISSUE)
  .refine((v) => taxIdFor(v.customer_type, v.customer_cif).success, {
    message: FIELD_MESSAGES.invalidTaxId,
    path: ['customer_cif'],
  });
export type CompleteDataBody = z.infer<typeof CompleteDataBody>;
export const CompleteDataResponse = z.object({ customer_id: Id });
