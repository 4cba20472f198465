/**
 * Card numbers (PANs) in free text. The one definition the checkout's fields, the server's log lines and its stored
 * provider payloads all use (quality bar 19): 13 to 19 digits passing Luhn, starting as a payment card does, written
 * whole or in groups separated by single spaces or dashes.
 */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The Luhn checksum every payment card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card's first digit (ISO/IEC 7812's industry identifier) is 2 to 6, and only Visa (4) issues 13-digit numbers: a
 * Luhn-valid 13-digit external id such as a millisecond time (`1796400000123`) is no card.
 */
const looksLikeCard = (digits: string) => /^[2-6]/.test(digits) && (digits.length > CARD_NUMBER_MIN_DIGITS || digits[0] === '4') && passesLuhn(digits);

const DIGIT_RUN = /\d+(?:[ -]\d+)*/g;

/**
 * Replaces every card number in a text by `mask`. A run of groups is scanned group by group: "4242 4242 4242 4242
 * 10" still hides the card and keeps the 10, while a card-length window is only ever taken on group boundaries,
 * so dates and phone numbers are left alone.
 */
export function maskCardNumbers(text: string, mask: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const parts = run.split(/([ -])/);
    const groups = parts.filter((_, index) => index % 2 === 0);
    const separators = parts.filter((_, index) => index % 2 === 1);
    let result = '';
    let i = 0;
    while (i < groups.length) {
      let taken = 0;
      let digits = '';
      for (let j = i; j < groups.length && digits.length <= CARD_NUMBER_MAX_DIGITS; j += 1) {
        digits += groups[j];
        const inRange = digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
        if (inRange && looksLikeCard(digits)) taken = j - i + 1;
      }
      result += taken > 0 ? mask : groups[i];
      i += Math.max(taken, 1);
      if (i < groups.length) result += separators[i - 1];
    }
    return result;
  });
}

/** Whether a text holds a card number anywhere (a masked copy differs from it only then). */
export const containsCardNumber = (text: string) => maskCardNumbers(text, '') !== text;
