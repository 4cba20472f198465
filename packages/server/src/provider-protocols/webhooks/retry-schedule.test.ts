import { describe, expect, it } from 'vitest';
import { nextRetryDelay, WEBHOOK_MAX_RETRIES, WEBHOOK_RETRY_CAP_MS } from './retry-schedule';

const DAY_MS = 24 * 60 * 60 * 1000;
const schedule = (random: number) => Array.from({ length: WEBHOOK_MAX_RETRIES }, (_, i) => nextRetryDelay(i + 1, random)!);
const total = (delays: number[]) => delays.reduce((sum, delay) => sum + delay, 0);

describe('webhook retry schedule', () => {
  it('retries cover about three days over the attempts, whatever the jitter', () => {
    expect(total(schedule(0.5)) / DAY_MS).toBeCloseTo(3.14, 1);
    expect(total(schedule(0)) / DAY_MS).toBeGreaterThan(2.5);
    expect(total(schedule(0.999999)) / DAY_MS).toBeLessThan(3.8);
  });

  it('backoff is exponential until the one-day cap', () => {
    const delays = schedule(0.5);
    expect(delays.slice(0, 4)).toEqual([30_000, 90_000, 270_000, 810_000]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(Math.max(...delays)).toBe(WEBHOOK_RETRY_CAP_MS);
  });

  it('jitter spreads each delay within 20 % so failed endpoints are not retried in lockstep', () => {
    expect(nextRetryDelay(3, 0)).toBe(216_000);
    expect(nextRetryDelay(3, 0.999999)).toBeCloseTo(324_000, -1);
    expect(nextRetryDelay(3, 0.25)).not.toBe(nextRetryDelay(3, 0.75));
  });

  it('after the last retry there is no next attempt', () => {
    expect(nextRetryDelay(WEBHOOK_MAX_RETRIES, 0.5)).not.toBeNull();
    expect(nextRetryDelay(WEBHOOK_MAX_RETRIES + 1, 0.5)).toBeNull();
  });

  it('refuses an attempt number or random value out of range', () => {
    expect(() => nextRetryDelay(0, 0.5)).toThrow(RangeError);
    expect(() => nextRetryDelay(1.5, 0.5)).toThrow(RangeError);
    expect(() => nextRetryDelay(1, 1)).toThrow(RangeError);
    expect(() => nextRetryDelay(1, Number.NaN)).toThrow(RangeError);
  });
});
