/**
 * Field message keys. They are the spec's keys (dashboard-core 5, services-and-configuration 5, public-flows 5)
 * where the spec names one, and ours where it only describes the rule; the UI translates every key
 * (docs/errors.md "Field messages").
 */
export const FIELD_MESSAGES = {
  missingField: 'missing_field',
  invalidEmail: 'invalid_email',
  invalidPhone: 'phone_error',
  validPassword: 'valid_password',
  validCopyPassword: 'valid_copy_password',
  tooLong: 'too_long',
  invalidTaxId: 'invalid_tin',
  invalidIban: 'invalid_iban',
  notSpanishAccount: 'not_spanish_account',
  accountNumberNotEqual: 'account_number_not_equal',
  invalidWebsite: 'invalid_website',
  invalidDate: 'invalid_date',
  underage: 'underage',
  birthYearTooEarly: 'birth_year_too_early',
  invalidDomain: 'invalid_domain',
  invalidCallbackUrl: 'invalid_callback_url',
  invalidUrl: 'invalid_url',
  invalidPostalCode: 'invalid_postal_code',
  notValidSize: 'not_valid_size',
  invalidFileType: 'invalid_file_type',
  invalidRefund: 'invalid_refund',
  noPaymentMethodsSelected: 'no_payment_methods_selected',
  /** Ours: a Redsys merchant code (FUC) that is not 9 digits (PRO-003). */
  invalidMerchantCode: 'invalid_merchant_code',
  /** Ours: a Redsys terminal that is not 3 digits (PRO-003). */
  invalidTerminal: 'invalid_terminal',
  /** Ours: a Redsys SHA-256 secret key that is not the 32 base64 characters a bank gives (PRO-003). */
  invalidSecretKey: 'invalid_secret_key',
  /** Ours: a well-shaped Redsys secret key that cannot sign Redsys's published vector (PRO-005). */
  secretKeyDoesNotSign: 'secret_key_does_not_sign',
  /** Ours: access is requested for Inespay or Redsys only (PRO-002). */
  invalidProvider: 'invalid_provider',
  companyAlreadyExists: 'step_one.company_already_exists',
  /** Ours: a buyer's name or address field holding a card number, which would then be stored (quality bar 19). */
  cardNumberNotAllowed: 'card_number_not_allowed',
  /** Ours: a customer_type that is neither PERSON nor COMPANY (in either case). */
  invalidCustomerType: 'invalid_customer_type',
  /** Ours: the current password given to change it is not the user's (LOG-003 on a password change). */
  wrongPassword: 'wrong_password',
  /** Ours: a text holding a control character (NUL, escape...), refused by the server for every field. */
  invalidCharacters: 'invalid_characters',
} as const;

/** Spec keys of the service and plan forms (services-and-configuration 5), letter for letter. */
export const SERVICE_MESSAGES = {
  missingField: 'services.missing_field',
  invalidAmount: 'services.invalid_amount',
  imagesProblem: 'services.images_problem',
  missingPlans: 'services.missing_plans',
  planMissing: 'plans.missing_field',
} as const;

/** `missing_front_dni`, `missing_back_dni`, `missing_residence` (services-and-configuration 5, step 4). */
export const missingDocumentMessage = (name: string) => `missing_${name}`;
