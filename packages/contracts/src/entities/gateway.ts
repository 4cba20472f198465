import { z } from 'zod';
import { FIELD_MESSAGES, missingDocumentMessage } from '../messages';
import { Country } from '../primitives';
import { sameIban } from '../validators/iban';
import { MERCHANT_CATEGORY_CODES } from '../validators/merchant-category';
import { SpanishIban } from '../validators/iban-schemas';
import { validatePostalCode } from '../validators/postal-code';
import { PHONE_ISSUE, phoneFields, phonePairIsValid } from '../validators/phone-schemas';
import { structured } from '../validators/structured';
import { RequiredText, withoutCardNumber } from '../validators/free-text';
import { BirthDate, TaxId, Website } from '../validators/schemas';
import { LegalDocument, type LegalDocumentName } from './legal-document';
import { CompanyType } from './organization';

const addressFields = {
  country: Country,
  city: RequiredText(),
  street: RequiredText(),
  /** Spanish postal codes (the only country offered): five digits whose first two name a province. */
  postal_code: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)).refine(
    (code) => validatePostalCode('ES', code).ok,
    FIELD_MESSAGES.invalidPostalCode,
  ),
};

/** PUT /payment-gateway/step-1 (company). A duplicate name is PG-001, shown as step_one.company_already_exists. */
export const GatewayStep1Body = z.strictObject({
  company_name: RequiredText(),
  company_type: z.enum(CompanyType.options, { error: FIELD_MESSAGES.missingField }),
  /** A merchant category code from the shipped list (validators/merchant-category.ts). */
  company_industry: z.enum(MERCHANT_CATEGORY_CODES, { error: FIELD_MESSAGES.missingField }),
});
export type GatewayStep1Body = z.infer<typeof GatewayStep1Body>;

/** PUT /payment-gateway/step-2 (contact). */
export const GatewayStep2Body = z
  .strictObject({ ...addressFields, ...phoneFields, website: Website })
  .refine(phonePairIsValid, PHONE_ISSUE);
export type GatewayStep2Body = z.infer<typeof GatewayStep2Body>;

/** PUT /payment-gateway/step-3 (legal representative, role executive). `today` lets the server use its clock. */
export const gatewayStep3Body = (today?: () => Date) =>
  z
    .strictObject({
      role: z.literal('executive'),
      name: RequiredText(),
      last_name: RequiredText(),
      dob: BirthDate(today),
      ...addressFields,
      ...phoneFields,
    })
    .refine(phonePairIsValid, PHONE_ISSUE);
export const GatewayStep3Body = gatewayStep3Body();
export type GatewayStep3Body = z.infer<typeof GatewayStep3Body>;

/**
 * A document step 4 needs, named by the `id` its upload answered (decision 0241): the object keeps the spec's four
 * fields, but the server holds the bytes already, so `content` is not sent back (and not read if it is). An absent
 * document, or one without an id, is flagged `missing_{name}`.
 */
const requiredDocument = (name: LegalDocumentName) =>
  z
    .object({ ...LegalDocument.shape, id: structured(z.string(), 'id') }, { error: missingDocumentMessage(name) })
    .refine((d) => d.id !== '', missingDocumentMessage(name));

/** How the step names an uploaded document: as the upload answered it, without its bytes (decision 0241). */
export const legalDocumentReference = ({ id, mime_type, extension }: LegalDocument): LegalDocument => ({
  id,
  content: '',
  mime_type,
  extension,
});

/** PUT /payment-gateway/step-4: all three documents. */
export const GatewayStep4Body = z.strictObject({
  front_dni: requiredDocument('front_dni'),
  back_dni: requiredDocument('back_dni'),
  residence: requiredDocument('residence'),
});
export type GatewayStep4Body = z.infer<typeof GatewayStep4Body>;

/**
 * PUT /payment-gateway/step-5 (bank account). Spaces are removed from the IBAN; the wizard also sends
 * iban_confirmation, which must be the same account (account_number_not_equal).
 */
export const GatewayStep5Body = z
  .strictObject({
    account_number: SpanishIban,
    iban_confirmation: structured(z.string(), 'iban').optional(),
    country: Country,
    currency: z.literal('eur').or(z.literal('EUR')),
    nif: TaxId(),
  })
  .refine((v) => v.iban_confirmation === undefined || sameIban(v.account_number, v.iban_confirmation), {
    message: FIELD_MESSAGES.accountNumberNotEqual,
    path: ['iban_confirmation'],
  });
export type GatewayStep5Body = z.infer<typeof GatewayStep5Body>;

/** GET /organizations/{id}/files: the three documents, null when not uploaded. */
export const OrganizationFiles = z.object({
  front_dni: LegalDocument.nullable(),
  back_dni: LegalDocument.nullable(),
  residence: LegalDocument.nullable(),
});
export type OrganizationFiles = z.infer<typeof OrganizationFiles>;
