import { describe, expect, it } from 'vitest';
import { BIZUM_PHONE, bizumPhone } from './bizum-phone';

describe('a Bizum mobile', () => {
  it('reads a Spanish mobile as buyers type it, in the international form Redsys takes', () => {
    for (const typed of ['612345678', '612 345 678', '+34 612-345-678', '0034612345678', '34612345678', '(+34) 612.345.678']) {
      expect(bizumPhone(typed), typed).toBe('+34612345678');
    }
    expect(bizumPhone('7 1 2 3 4 5 6 7 8')).toBe('+34712345678');
    expect(BIZUM_PHONE.test('+34612345678')).toBe(true);
  });

  it('refuses landlines, other countries, short and long numbers', () => {
    for (const typed of ['912345678', '+441234567890', '61234567', '6123456789', '+34 812 345 678', '', 'seis uno dos']) {
      expect(bizumPhone(typed), typed).toBeNull();
    }
    expect(BIZUM_PHONE.test('612345678')).toBe(false);
  });
});
