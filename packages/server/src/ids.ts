import { createHash, randomInt } from 'node:crypto';

/** Unbiased integer in [0, max): crypto.randomInt by default, the seed's own stream when it writes ids. */
export type RandomInt = (max: number) => number;

const DIGITS = '0123456789';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = DIGITS + LETTERS;

/**
 * The most digits any generated id has in a row. A card number has at least 13 (quality bar 19), and compliance
 * scanners flag any Luhn-valid run of 13-19 digits: hex ids (62% digits) hold one in about 1 id out of 400. With
 * at most 4 in a row, no id of ours can ever read as a card number.
 */
export const MAX_ID_DIGIT_RUN = 4;

/**
 * `length` random letters and digits, never more than MAX_ID_DIGIT_RUN digits in a row. One draw per character
 * (after a full run of digits the draw picks a letter), so the seed's stream stays aligned whatever is drawn.
 */
export function randomIdText(length: number, random: RandomInt = randomInt): string {
  let text = '';
  let run = 0;
  for (let i = 0; i < length; i += 1) {
    const pool = run < MAX_ID_DIGIT_RUN ? ALPHANUMERIC : LETTERS;
    const char = pool[random(pool.length)];
    run = DIGITS.includes(char) ? run + 1 : 0;
    text += char;
  }
  return text;
}

/** A prefixed id in the providers' style (`pi_sb_…`, `sub_…`, `msg_…`): about 140 random bits at the default length. */
export const newId = (prefix: string, length = 24, random?: RandomInt) => `${prefix}_${randomIdText(length, random)}`;

/**
 * An id derived from a uuid (a stand-in provider id that must be the same on every read): its 32 hex characters
 * with the digits written as the letters g-p, so it holds no digit at all and maps back one to one.
 */
export const idFromUuid = (prefix: string, uuid: string) =>
  `${prefix}_${uuid.replace(/-/g, '').toLowerCase().replace(/\d/g, (digit) => String.fromCharCode(103 + Number(digit)))}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids in the database; anything else cannot name a row (and must not reach a uuid cast). */
export const isUuid = (id: string) => UUID.test(id);

/** The hex SHA-256 of a secret or key, what is stored instead of it. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
