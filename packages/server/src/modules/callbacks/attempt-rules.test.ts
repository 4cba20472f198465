import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { WEBHOOK_MAX_RETRIES } from '../../provider-protocols/webhooks/retry-schedule';
import { attemptResult, type AttemptContext } from './attempt-rules';
import { parseRetryAfter, RETRY_AFTER_CAP_MS } from './send-commands';

const now = new Date('2025-06-16T10:00:00.000Z');
const ctx: AttemptContext = { attempt: 1, oneOff: false, now, random: 0.5 };
const answered = (statusCode: number, retryAfterMs: number | null = null) => ({ kind: 'answered' as const, statusCode, retryAfterMs });

describe('callback attempt outcome', () => {
  it('any 2xx is delivered', () => {
    for (const code of [200, 202, 204, 299]) expect(attemptResult(answered(code), ctx)).toMatchObject({ status: 'delivered', lastStatusCode: code, deliveredAt: now });
  });

  it('410 disables the delivery and the endpoint; other 4xx and 5xx retry', () => {
    expect(attemptResult(answered(410), ctx)).toMatchObject({ status: 'disabled', disableEndpoint: true });
    for (const code of [400, 404, 429, 500, 503]) expect(attemptResult(answered(code), ctx)).toMatchObject({ status: 'pending', disableEndpoint: false });
  });

  it('a redirect is a failure that names itself, retried like the others', () => {
    expect(attemptResult(answered(301), ctx)).toMatchObject({ status: 'pending', lastStatusCode: 301, lastError: 'redirect_not_followed' });
  });

  it('a longer Retry-After wins over the backoff, a shorter one does not', () => {
    expect(attemptResult(answered(503, 3_600_000), ctx).nextAttemptAt).toEqual(new Date(now.getTime() + 3_600_000));
    expect(attemptResult(answered(503, 1000), ctx).nextAttemptAt).toEqual(new Date(now.getTime() + 30_000));
  });

  it('after the last retry, an https-less URL, or a failed one-off resend: failed', () => {
    expect(attemptResult(answered(500), { ...ctx, attempt: WEBHOOK_MAX_RETRIES })).toMatchObject({ status: 'pending' });
    expect(attemptResult(answered(500), { ...ctx, attempt: WEBHOOK_MAX_RETRIES + 1 })).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(attemptResult({ kind: 'error', error: 'invalid_url' }, ctx)).toMatchObject({ status: 'failed', lastError: 'invalid_url' });
    expect(attemptResult({ kind: 'error', error: 'timeout' }, { ...ctx, oneOff: true })).toMatchObject({ status: 'failed', lastError: 'timeout' });
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, capped at a day, never negative', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now.getTime() + 7_200_000).toUTCString(), now)).toBe(7_200_000);
    expect(parseRetryAfter('Mon, 16 Jun 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('31536000', now)).toBe(RETRY_AFTER_CAP_MS);
  });

  it('ignores what is missing or unreadable', () => {
    for (const value of [undefined, '', 'soon', '-5', '1.5']) expect(parseRetryAfter(value, now)).toBeNull();
  });
});

describe('callback settings', () => {
  it('default to no loopback and a 10 s timeout; CALLBACKS_* set them', () => {
    expect(loadConfig({}).callbacks).toEqual({ allowLoopback: false, timeoutMs: 10_000 });
    expect(loadConfig({ CALLBACKS_ALLOW_LOOPBACK: '1', CALLBACKS_TIMEOUT_MS: '2500' }).callbacks).toEqual({ allowLoopback: true, timeoutMs: 2500 });
  });

  it('loopback callbacks are refused at start in production, and so is a bad timeout', () => {
    expect(() => loadConfig({ CALLBACKS_ALLOW_LOOPBACK: '1', NODE_ENV: 'production' })).toThrow('CALLBACKS_ALLOW_LOOPBACK');
    expect(() => loadConfig({ CALLBACKS_TIMEOUT_MS: 'ten' })).toThrow('CALLBACKS_TIMEOUT_MS');
    expect(() => loadConfig({ CALLBACKS_TIMEOUT_MS: '0' })).toThrow('CALLBACKS_TIMEOUT_MS');
  });
});
