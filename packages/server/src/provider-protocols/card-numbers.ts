import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, maskCardNumbers, passesLuhn } from '@cobro/contracts';

// One definition of a card number for the checkout's fields, the logs and the stored rows (contracts).
export { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, passesLuhn };

export const REDACTED_CARD = '[REDACTED CARD]';

/** A card number as a person types it: digits, optionally grouped by single spaces or dashes. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[ -]/g, '');
  return (
    /^\d+(?:[ -]\d+)*$/.test(text) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}

/** Every card number of a text replaced, so no log line or stored payload keeps one (quality bar 19). */
export const redactCardNumbers = (text: string) => maskCardNumbers(text, REDACTED_CARD);

/**
 * Every string inside a value passed through `redact`; numbers, dates and class instances are left alone (pino's
 * numeric `time` is a 13-digit timestamp that can pass Luhn, decision 0703). Errors stay Errors, so the log's error
 * serializer still recognises them.
 */
export function redactStringsDeep(value: unknown, redact: (text: string) => string, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  const deep = (item: unknown) => redactStringsDeep(item, redact, seen);
  if (Array.isArray(value)) return value.map(deep);
  if (value instanceof Error) {
    const copy = Object.create(Object.getPrototypeOf(value)) as Error;
    for (const key of Object.getOwnPropertyNames(value)) {
      (copy as unknown as Record<string, unknown>)[key] = deep((value as unknown as Record<string, unknown>)[key]);
    }
    return copy;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deep(item)]));
}

/** Every string inside a value, card numbers replaced (stored payloads). */
export const redactCardNumbersDeep = (value: unknown) => redactStringsDeep(value, redactCardNumbers);
