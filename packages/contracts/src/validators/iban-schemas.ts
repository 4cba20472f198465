import { validateSpanishIban } from './iban';
import { validated } from './schemas';

/**
 * Typed in groups of four, an IBAN's digits hold 13-19 digit windows that pass Luhn one time in five; it is stored
 * without spaces, one 22-digit run no card window fits (decision 0705).
 */
export const IBAN_IS_NOT_FREE_TEXT = 'an IBAN: stored without spaces, a 22-digit run no card number window fits';
export const SpanishIban = validated(validateSpanishIban, IBAN_IS_NOT_FREE_TEXT);
