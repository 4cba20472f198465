import { issueMessage, UNKNOWN_FIELD } from '@cobro/contracts';
import type { z } from 'zod';

/**
 * Per-field messages of a failed parse. Messages the contract set (spec keys such as `missing_field`) pass
 * through; zod's own wording is replaced by stable keys the UI can translate (contracts' issueMessage, which
 * <pay-button> uses for OTFE-002 too).
 */
export function fieldMessages(error: z.ZodError, root = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = UNKNOWN_FIELD;
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : root;
    if (fields[key]) continue;
    fields[key] = issueMessage(issue);
  }
  return fields;
}
