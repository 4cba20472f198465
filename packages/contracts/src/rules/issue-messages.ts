import type { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';

/** What `unrecognized_keys` gives each unknown field. */
export const UNKNOWN_FIELD = 'unknown_field';

/**
 * The message key of one failed check, as the API puts it in `fields` and <pay-button> in OTFE-002's: a key the
 * contract set passes through (`missing_field`, `services.invalid_amount`); zod's own wording, which is English
 * prose for people, becomes a stable key named after the check (`invalid_value` gives `invalid_invalid_value`, a
 * value outside the allowed list), so a page or a UI can translate it. docs/errors.md lists them.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.input === undefined ? FIELD_MESSAGES.missingField : 'invalid_type';
  // A message starting with a lower-case word and no spaces is a spec key set by the contract.
  if (/^[a-z_.]+$/.test(issue.message)) return issue.message;
  return `invalid_${issue.code}`;
}

/** The keys issueMessage derives from zod's checks, with what each means to whoever wrote the value (docs/errors.md). */
export const SCHEMA_ISSUE_KEYS: Record<string, string> = {
  invalid_type: 'A value of the wrong kind (a list where a text goes, a text where a number goes).',
  invalid_invalid_value: 'Not one of the allowed values (`plan-type`, `frequency`, `type`, `country`, ...).',
  invalid_invalid_format: 'A text not in the expected format.',
  invalid_invalid_union: 'None of the accepted forms (`payment-day`: `1` to `31` or `last_day`).',
  invalid_too_small: 'Under the smallest value or length allowed.',
  invalid_too_big: 'Over the largest value or length allowed.',
  invalid_custom: 'Refused by a rule of its own.',
  [UNKNOWN_FIELD]: 'A field the call does not take.',
};
