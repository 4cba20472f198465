import type { LoggerOptions } from 'pino';
import { redactCardNumbers, redactCardNumbersDeep } from './card-numbers';

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
