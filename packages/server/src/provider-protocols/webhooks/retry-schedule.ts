/**
 * Merchant-callback retries: exponential backoff (30 s, x3 each time, capped at a day) with +-20 % jitter, ten
 * retries after the first attempt. The delays add up to about 3.1 days (2.5 to 3.8 with jitter), the window
 * Standard Webhooks and Svix give a receiver to come back. Retry-After, when larger, is applied by the sender.
 */
export const WEBHOOK_RETRY_BASE_MS = 30_000;
export const WEBHOOK_RETRY_FACTOR = 3;
export const WEBHOOK_RETRY_CAP_MS = 24 * 60 * 60 * 1000;
export const WEBHOOK_MAX_RETRIES = 10;
export const WEBHOOK_RETRY_JITTER = 0.2;

/**
 * Milliseconds to wait after failed attempt number `attempt` (1 = the first delivery), or null when the event
 * has used all its retries. `random` is uniform in [0, 1), Math.random() in production, fixed in tests.
 */
export function nextRetryDelay(attempt: number, random: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
  if (attempt > WEBHOOK_MAX_RETRIES) return null;
  const base = Math.min(WEBHOOK_RETRY_BASE_MS * WEBHOOK_RETRY_FACTOR ** (attempt - 1), WEBHOOK_RETRY_CAP_MS);
  const jitter = 1 + WEBHOOK_RETRY_JITTER * (2 * random - 1);
  return Math.round(base * jitter);
}
