import { describe, expect, it } from 'vitest';
import { MERCHANT_TIME_ZONE, offsetMinutes, startOfDay } from './list-rules';

const at = (iso: string) => Date.parse(iso);

describe('offsetMinutes', () => {
  it("follows Madrid's daylight-saving changes to the second, also when asked again", () => {
    for (let pass = 0; pass < 2; pass++) {
      expect(offsetMinutes(at('2025-03-30T00:59:59.999Z'), MERCHANT_TIME_ZONE)).toBe(60);
      expect(offsetMinutes(at('2025-03-30T01:00:00Z'), MERCHANT_TIME_ZONE)).toBe(120);
      expect(offsetMinutes(at('2025-10-26T00:59:59Z'), MERCHANT_TIME_ZONE)).toBe(120);
      expect(offsetMinutes(at('2025-10-26T01:00:00Z'), MERCHANT_TIME_ZONE)).toBe(60);
    }
  });

  it('answers each zone for itself, half and quarter hours included', () => {
    const instant = at('2025-07-01T12:07:00Z');
    expect(offsetMinutes(instant, MERCHANT_TIME_ZONE)).toBe(120);
    expect(offsetMinutes(instant, 'Atlantic/Canary')).toBe(60);
    expect(offsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(instant, 'Asia/Kathmandu')).toBe(345);
  });

  it('puts the start of a Madrid day on its midnight across both changes', () => {
    expect(startOfDay('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfDay('2025-03-31').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(startOfDay('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(startOfDay('2025-10-27').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
});
