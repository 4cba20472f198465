import {
  EARLIEST_BIRTH_YEAR,
  LEGAL_DOCUMENT_MAX_BYTES,
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  SERVICE_IMAGE_MAX_BYTES,
} from '@cobro/contracts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const MB = 1024 * 1024;
const imageMb = SERVICE_IMAGE_MAX_BYTES / MB;
const documentMb = LEGAL_DOCUMENT_MAX_BYTES / MB;

/**
 * Texts of the field message keys (the spec's, letter for letter, plus the contracts' own in contracts/messages.ts),
 * used by form validation and by the API's `fields`. In both catalogs: checkout forms use them too.
 */
export const FIELD_MESSAGE_TEXTS = {
  missing_field: msg`This field is required`,
  invalid_email: msg`Enter a valid e-mail address`,
  phone_error: msg`Enter a valid phone number`,
  valid_password: msg`Use at least ${PASSWORD_MIN_LENGTH} characters, with a digit, a lower-case and an upper-case letter`,
  valid_copy_password: msg`The passwords do not match`,
  too_long: msg`This text is too long`,
  invalid_tin: msg`Enter a valid tax ID (NIF, NIE or CIF)`,
  invalid_iban: msg`Enter a valid IBAN`,
  not_spanish_account: msg`The account must be a Spanish IBAN (starting with ES)`,
  account_number_not_equal: msg`The account numbers do not match`,
  invalid_website: msg`Enter a valid website`,
  invalid_date: msg`Enter a valid date`,
  underage: msg`You must be at least ${MINIMUM_AGE} years old`,
  birth_year_too_early: msg`Enter a year from ${EARLIEST_BIRTH_YEAR} on`,
  invalid_domain: msg`Enter a valid https domain`,
  invalid_callback_url: msg`Enter a valid https URL`,
  invalid_url: msg`Enter a valid URL`,
  invalid_postal_code: msg`Enter a valid postal code for this country`,
  not_valid_size: msg`Upload a PNG, JPG or PDF file of up to ${documentMb} MB`,
  invalid_file_type: msg`This file type is not allowed`,
  invalid_refund: msg`The refund amount is not valid`,
  no_payment_methods_selected: msg`Select at least one payment method`,
  card_number_not_allowed: msg`Do not write a card number here`,
  wrong_password: msg`The current password is not correct`,
  invalid_characters: msg`This text has characters that are not allowed`,
  invalid_merchant_code: msg`The merchant code (FUC) is 9 digits`,
  invalid_terminal: msg`The terminal is 3 digits, for example 001`,
  invalid_secret_key: msg`The secret key is 32 characters: letters, digits, + and /`,
  secret_key_does_not_sign: msg`This key cannot sign Redsys payments: copy it again from your bank's papers`,
  invalid_customer_type: msg`Choose a person or a company (PERSON or COMPANY)`,
  'step_one.company_already_exists': msg`A company with this name already exists`,
  'services.missing_field': msg`This field is required`,
  'services.invalid_amount': msg`Enter a positive amount without signs or exponents`,
  'services.images_problem': msg`Upload one JPG or PNG image of up to ${imageMb} MB`,
  'services.missing_plans': msg`Add at least one plan`,
  'plans.missing_field': msg`Choose a plan`,
} satisfies Record<string, MessageDescriptor>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGE_TEXTS;

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGE_TEXTS, key);
}

/** A key no text is written for (`invalid_type`, `invalid_too_big`, `unknown_field`: contracts' issueMessage). */
const INVALID_VALUE = msg`This value is not valid`;

/**
 * The translated text of a field message key. `missing_{name}` (a missing legal document) reads as a missing field;
 * any other key (lower case, no spaces) that has no text of its own reads as a value that is not valid, so a key from
 * the server is never shown raw. Anything else is taken to be a text already (the API's `fields` may carry either).
 */
export function fieldMessage(key: string): string {
  if (isFieldMessageKey(key)) return i18n._(FIELD_MESSAGE_TEXTS[key]);
  if (key.startsWith('missing_')) return i18n._(FIELD_MESSAGE_TEXTS.missing_field);
  if (/^[a-z0-9_.]+$/.test(key)) return i18n._(INVALID_VALUE);
  return key;
}
