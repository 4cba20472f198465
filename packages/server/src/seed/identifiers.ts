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


const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** One control digit of a Spanish CCC over ten digits (weights 1,2,4,...; 11 minus the remainder mod 11). */
function cccControl(tenDigits: string): number {
  const sum = [...tenDigits].reduce((acc, d, i) => acc + Number(d) * CCC_WEIGHTS[i], 0);
  const control = 11 - (sum % 11);
  return control === 11 ? 0 : control === 10 ? 1 : control;
}

/** A Spanish IBAN: ES, ISO 13616 check digits, and a 20-digit CCC whose own two control digits are right. */
export function spanishIban(random: Random): string {
  const bank = random.pick(['2100', '0049', '0182', '0081', '2038', '0128']);
  const branch = random.digits(4);
  const account = random.digits(10);
  const ccc = `${bank}${branch}${cccControl(`00${bank}${branch}`)}${cccControl(account)}${account}`;
  // Move "ES00" to the end, letters as numbers (E=14, S=28), then 98 minus the remainder mod 97.
  const remainder = BigInt(`${ccc}142800`) % 97n;
  const check = String(98n - remainder).padStart(2, '0');
  return `ES${check}${ccc}`;
}

/** A Spanish mobile number (national part, 9 digits starting with 6 or 7). */
export const mobile = (random: Random) => `${random.pick(['6', '7'])}${random.digits(8)}`;
