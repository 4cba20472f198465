import { validateSpanishIban } from './iban';
import { validated } from './schemas';

export const SpanishIban = validated(validateSpanishIban);
