import { PASSWORD_MIN_LENGTH } from '@cobro/contracts';

export type PasswordRule = 'length' | 'digit' | 'lower' | 'upper';

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  digit: (password) => /\d/.test(password),
  lower: (password) => /[a-z]/.test(password),
  upper: (password) => /[A-Z]/.test(password),
};

export const PASSWORD_RULES = Object.keys(CHECKS) as PasswordRule[];

/**
 * Which of the password rules a password meets, shown live under the field (public-flows 5): at least 8
 * characters, a digit, a lower-case and an upper-case letter; symbols are not required. The contract's Password
 * schema decides on submit; the test keeps the two in step.
 */
export function passwordRuleStates(password: string): Record<PasswordRule, boolean> {
  return { length: CHECKS.length(password), digit: CHECKS.digit(password), lower: CHECKS.lower(password), upper: CHECKS.upper(password) };
}
