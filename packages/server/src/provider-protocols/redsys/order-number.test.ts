import { describe, expect, it } from 'vitest';
import { isValidOrderNumber, newOrderNumber } from './order-number';

describe('Redsys order number', () => {
  it('DS_MERCHANT_ORDER is 4-12 characters, the first 4 digits, the rest [0-9A-Za-z]', () => {
    expect(isValidOrderNumber('0069')).toBe(true);
    expect(isValidOrderNumber('0726qI3H7sZx')).toBe(true);
    expect(isValidOrderNumber('069')).toBe(false);
    expect(isValidOrderNumber('0726qI3H7sZx1')).toBe(false);
    expect(isValidOrderNumber('07a6qI3H')).toBe(false);
    expect(isValidOrderNumber('0726-I3H')).toBe(false);
    expect(isValidOrderNumber('0726ñ')).toBe(false);
  });

  it('a new order number always follows the rule', () => {
    for (let i = 0; i < 1000; i += 1) expect(isValidOrderNumber(newOrderNumber())).toBe(true);
  });

  it('every attempt gets a new number: a retry of the same charge never reuses one', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => newOrderNumber()));
    expect(seen.size).toBe(10_000);
  });

  it('uses the whole alphabet the rule allows', () => {
    const lowest = newOrderNumber(() => 0);
    const highest = newOrderNumber((max) => max - 1);
    expect(lowest).toBe('000000000000');
    expect(highest).toBe('9999zzzzzzzz');
  });
});
