import { describe, expect, it } from 'vitest';
import { isCardNumber, passesLuhn, REDACTED_CARD, redactCardNumbers } from './card-numbers';

describe('card numbers', () => {
  it('Luhn accepts real test cards and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242x')).toBe(false);
  });

  it('a card number is 13-19 digits passing Luhn, whole or grouped', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isCardNumber('4222222222222')).toBe(true);
    expect(isCardNumber('424242424242')).toBe(false);
    expect(isCardNumber('4242  4242 4242 4242')).toBe(false);
  });

  it('no card number survives redaction: 13-19 digit runs passing Luhn are replaced', () => {
    const line = 'card=4242424242424242 amex 378282246310005 visa13 4222222222222 end';
    expect(redactCardNumbers(line)).toBe(
      `card=${REDACTED_CARD} amex ${REDACTED_CARD} visa13 ${REDACTED_CARD} end`,
    );
  });

  it('grouped card numbers are redacted and the text around them kept', () => {
    expect(redactCardNumbers('pan 4000 0027 6000 3184 qty 10')).toBe(`pan ${REDACTED_CARD} qty 10`);
    expect(redactCardNumbers('pan 4000-0000-0000-9995.')).toBe(`pan ${REDACTED_CARD}.`);
  });

  it('a card followed by another number group is still redacted', () => {
    expect(redactCardNumbers('4242 4242 4242 4242 10')).toBe(`${REDACTED_CARD} 10`);
  });

  it('numbers that are not cards are left alone', () => {
    const text = 'order 4242424242424241, phone +34 600 123 456, date 2024-01-15, id 12345678901234567890123';
    expect(redactCardNumbers(text)).toBe(text);
  });

  it('every card inside a JSON body is redacted', () => {
    const body = JSON.stringify({ number: '4000000000000002', other: '5555555555554444' });
    expect(redactCardNumbers(body)).not.toMatch(/\d{13,}/);
  });
});
