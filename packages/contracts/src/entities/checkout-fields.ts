import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { Country } from '../primitives';
import { RequiredText } from '../validators/free-text';
import { TaxId } from '../validators/schemas';
import type { HolderType } from './holder-type';

/** A DNI or NIE for a person, a CIF for a company: whitespace stripped, missing_field when empty. */
export const taxIdFor = (type: HolderType, value: string) =>
  TaxId(type === 'PERSON' ? ['DNI', 'NIE'] : ['CIF']).safeParse(value);

/** The checkout's address fields (complete-data and complete-location); city and address never a card number. */
export const locationFields = {
  country: Country,
  city: RequiredText(),
  postal_code: z.string().trim().min(1, FIELD_MESSAGES.missingField).regex(/^\d{5}$/, FIELD_MESSAGES.invalidPostalCode),
  address: RequiredText(),
};
