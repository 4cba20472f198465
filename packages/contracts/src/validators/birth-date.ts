import { EARLIEST_BIRTH_YEAR, MINIMUM_AGE } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

/**
 * A legal representative's date of birth, `YYYY-MM-DD`: a real calendar day, year not before 1900, at least
 * 18 years old on `today` (dashboard-core 5). `today` comes from the caller so the server can use its clock.
 */
export function validateBirthDate(value: string, today: Date = new Date()): Validation {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return invalid(value.trim() ? FIELD_MESSAGES.invalidDate : FIELD_MESSAGES.missingField);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February into March: a real day keeps its own parts.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return invalid(FIELD_MESSAGES.invalidDate);
  }
  if (year < EARLIEST_BIRTH_YEAR) return invalid(FIELD_MESSAGES.birthYearTooEarly);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  if (date.getTime() > today.getTime()) return invalid(FIELD_MESSAGES.invalidDate);
  return age >= MINIMUM_AGE ? valid(match[0]) : invalid(FIELD_MESSAGES.underage);
}
