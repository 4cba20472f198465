import type { LoggerOptions } from 'pino';
import { redactCardNumbers, redactStringsDeep } from './card-numbers';
import { redactSecretUrls } from './secret-urls';

/** What no log line may keep: card numbers (quality bar 19), password link tokens and secrets in URLs (bar 25). */
const redactLogText = (text: string) => redactSecretUrls(redactCardNumbers(text));

/**
 * pino options that every line of the server passes through, the one place secrets are kept out of the logs: string
 * fields of the logged object (the request line's URL, an error's message) and the message are redacted; the line's
 * numeric time is not (a 13-digit timestamp can pass Luhn, decision 0703).
 */
export const safeLogging: Pick<LoggerOptions, 'formatters' | 'hooks'> = {
  formatters: { log: (object) => redactStringsDeep(object, redactLogText) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactLogText(arg) : arg)) as Parameters<typeof method>);
    },
  },
};
