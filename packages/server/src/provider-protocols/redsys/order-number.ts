import { randomInt } from 'node:crypto';

/** DS_MERCHANT_ORDER: 4-12 characters, the first 4 digits, the rest letters or digits (Redsys rule). */
export const REDSYS_ORDER_PATTERN = /^\d{4}[0-9A-Za-z]{0,8}$/;

export const isValidOrderNumber = (order: string) => REDSYS_ORDER_PATTERN.test(order);

const DIGITS = '0123456789';
const ALPHANUMERIC = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz`;

/** Unbiased integer in [0, max): crypto.randomInt in production, a fixed sequence in tests. */
export type RandomInt = (max: number) => number;

/**
 * A fresh order number for one payment attempt. Redsys refuses a repeated number (SIS0051), so every attempt,
 * retries of the same charge included, gets a new one; the caller stores it with the charge id under a unique
 * constraint, which turns the (about 1 in 2*10^18) collision into a retry instead of a wrong mapping.
 */
export function newOrderNumber(random: RandomInt = randomInt): string {
  let order = '';
  for (let i = 0; i < 4; i += 1) order += DIGITS[random(DIGITS.length)];
  for (let i = 0; i < 8; i += 1) order += ALPHANUMERIC[random(ALPHANUMERIC.length)];
  return order;
}
