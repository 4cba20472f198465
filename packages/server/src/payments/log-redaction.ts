import type { LoggerOptions } from 'pino';
import { redactCardNumbers } from './card-numbers';

/** Every string inside a log object, card numbers replaced; numbers (pino's own `time`) are left alone. */
export function redactCardNumbersDeep(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactCardNumbers(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactCardNumbersDeep(item, seen));
  if (value instanceof Error) {
    // Keep it an Error so the error serializer still recognises it.
    const copy = Object.create(Object.getPrototypeOf(value)) as Error;
    for (const key of Object.getOwnPropertyNames(value)) {
      (copy as unknown as Record<string, unknown>)[key] = redactCardNumbersDeep((value as unknown as Record<string, unknown>)[key], seen);
    }
    return copy;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactCardNumbersDeep(item, seen)]));
}

/**
 * pino options that keep card numbers out of every line (quality bar 19): string fields of the logged object
 * and the message are redacted; the line's numeric time is not (a 13-digit timestamp can pass Luhn, decision 0703).
 */
export const cardSafeLogging: Pick<LoggerOptions, 'formatters' | 'hooks'> = {
  formatters: { log: (object) => redactCardNumbersDeep(object) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactCardNumbers(arg) : arg)) as Parameters<typeof method>);
    },
  },
};
