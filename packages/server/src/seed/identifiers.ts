import type { Random } from './prng';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dni(random: Random): string {
  const number = random.int(10_000_000, 79_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

export function nie(random: Random): string {
  const lead = random.int(0, 2);
  const digits = random.digits(7);
  return `${'XYZ'[lead]}${digits}${DNI_LETTERS[Number(`${lead}${digits}`) % 23]}`;
}

/** CIF of a limited company (B) or a public limited company (A): their control is always a digit. */
export function cif(random: Random, kind: 'A' | 'B' = 'B'): string {
  const digits = random.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const control = (10 - (sum % 10)) % 10;
  return `${kind}${digits}${control}`;
}


/** A Spanish IBAN (ES + check digits + 20-digit CCC), with correct ISO 13616 check digits. */
export function spanishIban(random: Random): string {
  const bank = random.pick(['2100', '0049', '0182', '0081', '2038', '0128']);
  const ccc = `${bank}${random.digits(4)}${random.digits(2)}${random.digits(10)}`;
  // Move "ES00" to the end, letters as numbers (E=14, S=28), then 98 minus the remainder mod 97.
  const remainder = BigInt(`${ccc}142800`) % 97n;
  const check = String(98n - remainder).padStart(2, '0');
  return `ES${check}${ccc}`;
}

/** A Spanish mobile number (national part, 9 digits starting with 6 or 7). */
export const mobile = (random: Random) => `${random.pick(['6', '7'])}${random.digits(8)}`;
