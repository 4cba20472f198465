import type { z } from 'zod';

/**
 * Per-field messages of a failed parse. Messages the contract set (spec keys such as `missing_field`) pass
 * through; zod's own wording is replaced by stable keys the UI can translate.
 */
export function fieldMessages(error: z.ZodError, root = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'unknown_field';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : root;
    if (fields[key]) continue;
    fields[key] = messageOf(issue);
  }
  return fields;
}

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'missing_field' : 'invalid_type';
  // A message starting with a lower-case word and no spaces is a spec key set by the contract.
  if (/^[a-z_.]+$/.test(issue.message)) return issue.message;
  return `invalid_${issue.code}`;
}
