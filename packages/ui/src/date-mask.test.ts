import { describe, expect, it } from 'vitest';
import { displayDate, maskDate, parseDisplayDate } from './date-mask';

describe('the dd/mm/yyyy date mask (issue 17: date pickers showed mm/dd/yyyy)', () => {
  it('puts the slashes in as digits are typed and drops anything else', () => {
    expect(maskDate('0')).toBe('0');
    expect(maskDate('240')).toBe('24/0');
    expect(maskDate('24112026')).toBe('24/11/2026');
    expect(maskDate('24-11-2026 extra 9')).toBe('24/11/2026');
    // Pasted ISO is turned day first, not read as the digits 2026…
    expect(maskDate('2026-11-24')).toBe('24/11/2026');
  });

  it('reads day first, and refuses dates that do not exist', () => {
    expect(parseDisplayDate('03/04/2026')).toBe('2026-04-03');
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('13/13/2026')).toBeNull();
    expect(parseDisplayDate('03/04/26')).toBeNull();
  });

  it('shows an ISO date day first, and nothing for an empty value', () => {
    expect(displayDate('2026-04-03')).toBe('03/04/2026');
    expect(displayDate('')).toBe('');
  });
});
