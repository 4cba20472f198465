import { z } from 'zod';

/**
 * The kinds of request string that are not free text (decision 0705 gives each one's reason): values the server
 * issued and compares (ids, keys, a signature), secrets it only hashes, searches it never stores, values parsed
 * into something else, and shapes a card-number window would misread (an IBAN typed in groups, a file's base64).
 */
export type StructuredKind = 'id' | 'key' | 'signature' | 'password' | 'search' | 'amount' | 'flag' | 'tax-id' | 'date' | 'iban' | 'data-url';

/** Request strings registered as not free text, for the contract test. Every other one carries `noCardNumber`. */
export const notFreeText = z.registry<{ kind: StructuredKind }>();
export const structured = <S extends z.ZodType>(schema: S, kind: StructuredKind): S => {
  notFreeText.add(schema, { kind });
  return schema;
};
