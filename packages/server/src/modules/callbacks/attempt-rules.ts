import type { WebhookDeliveryError } from '@cobro/contracts';
import { nextRetryDelay } from '../../provider-protocols/webhooks/retry-schedule';
import type { AttemptOutcome } from './send-commands';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'disabled';

export interface AttemptContext {
  /** The attempt's number (1 = the first send), already counted on the row. */
  attempt: number;
  /** A manual resend of a delivery that had finished (delivered, failed, disabled) gets one attempt, no schedule. */
  oneOff: boolean;
  now: Date;
  /** Uniform in [0, 1): the jitter of the retry schedule. */
  random: number;
}

export interface AttemptResult {
  status: DeliveryStatus;
  lastStatusCode: number | null;
  lastError: WebhookDeliveryError | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  /** 410 Gone: the merchant retired the endpoint, so the organization's callback is switched off. */
  disableEndpoint: boolean;
}

/**
 * What an attempt's outcome does to its delivery (decisions 0702, 1021): 2xx delivered; 410 disabled, endpoint
 * off; an https-less URL can never work, failed at once; anything else (3xx included: redirects are not followed,
 * timeouts, network and address errors) retries on the schedule, later when Retry-After asks for longer, and is
 * failed after the last retry.
 */
export function attemptResult(outcome: AttemptOutcome, ctx: AttemptContext): AttemptResult {
  const base = { lastStatusCode: null, lastError: null, nextAttemptAt: null, deliveredAt: null, disableEndpoint: false };
  if (outcome.kind === 'answered') {
    const code = outcome.statusCode;
    if (code >= 200 && code < 300) return { ...base, status: 'delivered', lastStatusCode: code, deliveredAt: ctx.now };
    if (code === 410) return { ...base, status: 'disabled', lastStatusCode: code, disableEndpoint: true };
  }
  const failure =
    outcome.kind === 'error'
      ? { lastError: outcome.error }
      : { lastStatusCode: outcome.statusCode, lastError: outcome.statusCode >= 300 && outcome.statusCode < 400 ? ('redirect_not_followed' as const) : null };
  const delay = outcome.kind === 'error' && outcome.error === 'invalid_url' ? null : nextRetryDelay(ctx.attempt, ctx.random);
  if (delay === null || ctx.oneOff) return { ...base, ...failure, status: 'failed' };
  const asked = outcome.kind === 'answered' ? (outcome.retryAfterMs ?? 0) : 0;
  return { ...base, ...failure, status: 'pending', nextAttemptAt: new Date(ctx.now.getTime() + Math.max(delay, asked)) };
}
