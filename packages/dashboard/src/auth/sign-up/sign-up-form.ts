import { DEFAULT_PHONE_PREFIX, RegisterBody, splitPhone } from '@cobro/contracts';
import { z } from 'zod';

/** The sign-up form as typed: one phone field, international or Spanish (public-flows 2, 5). */
export type SignUpValues = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  passwordcopy: string;
};

export const emptySignUp: SignUpValues = { name: '', last_name: '', email: '', phone: '', password: '', passwordcopy: '' };

/**
 * Sign-up's rules (public-flows 5): every field required, the e-mail's format (lower-cased), the phone valid and
 * split into prefix and national number (Spain, +34, when typed without a prefix), the password rules and a
 * matching confirmation. The contract's RegisterBody, which the server checks too, has the last word.
 */
export const signUpForm = z
  .object({
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    passwordcopy: z.string(),
  })
  .transform((values, ctx): RegisterBody => {
    const { phone, ...rest } = values;
    const split = splitPhone(phone);
    if (!split.ok) ctx.addIssue({ code: 'custom', message: split.error, path: ['phone'] });
    // A phone that did not split is reported already; a valid stand-in keeps the contract from reporting it twice.
    const parsed = RegisterBody.safeParse({ ...rest, ...(split.ok ? split.value : { prefix: DEFAULT_PHONE_PREFIX, phone: '612345678' }) });
    if (parsed.success) return split.ok ? parsed.data : z.NEVER;
    const seen = new Set(split.ok ? [] : ['phone']);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'prefix' ? 'phone' : String(issue.path[0]);
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });

/** The form fields a server `fields` answer can name (prefix is typed in the phone field). */
export function signUpFieldOf(name: string): keyof SignUpValues | null {
  if (name === 'prefix') return 'phone';
  return Object.hasOwn(emptySignUp, name) ? (name as keyof SignUpValues) : null;
}
