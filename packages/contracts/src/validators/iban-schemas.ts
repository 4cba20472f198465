import { validateSpanishIban } from './iban';
import { validated } from './schemas';

/**
 * Typed in groups of four, an IBAN's digits hold 13-19 digit windows that pass Luhn one time in five; it is stored
 * without spaces, one 22-digit run no card window fits, so it is not free text (decision 0705).
 */
export const SpanishIban = validated(validateSpanishIban, 'iban');
