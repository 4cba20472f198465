import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The card provider's requirement codes in words (services-and-configuration 4): each code is matched by the part
 * of the account it names, so `individual.verification.document` and `representative.verification.document` read
 * the same. Several codes can read alike; the list shows each text once.
 */
const RULES: readonly [RegExp, MessageDescriptor][] = [
  [/^external_account/, msg`Your bank account (IBAN)`],
  [/verification\.additional_document/, msg`A proof of address of the legal representative`],
  [/verification\.document/, msg`The identity document (front and back) of the legal representative`],
  [/\.dob\./, msg`The legal representative's date of birth`],
  [/(id_number|tax_id)/, msg`Your tax ID (NIF, NIE or CIF)`],
  [/\.address\./, msg`The address`],
  [/\.(phone|email)$/, msg`The contact phone or e-mail`],
  [/^business_profile\.url/, msg`Your website`],
  [/^business_profile\.mcc/, msg`Your industry`],
  [/^business_profile/, msg`Your business details`],
  [/^(company|business_type)/, msg`Your company details`],
  [/^(individual|representative|person)/, msg`The legal representative's details`],
  [/^tos_acceptance/, msg`Accepting the card provider's terms`],
];
const OTHER = msg`Other details the card provider asks for`;

/** The texts of a list of requirement codes, without repeats, in the order they first appear. */
export function requirementTexts(codes: readonly string[]): MessageDescriptor[] {
  const texts = codes.map((code) => RULES.find(([pattern]) => pattern.test(code))?.[1] ?? OTHER);
  return [...new Set(texts)];
}
