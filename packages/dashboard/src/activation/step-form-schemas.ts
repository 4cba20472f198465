import {
  DEFAULT_COUNTRY,
  FIELD_MESSAGES,
  GatewayStep2Body,
  GatewayStep3Body,
  GatewayStep5Body,
  splitPhone,
  type Organization,
  type VerifyResponse,
} from '@cobro/contracts';
import { z } from 'zod';

/**
 * The wizard's forms as typed, over the contract's step bodies (which have the last word): one international phone
 * field, split into prefix and national number when sent (public-flows 5); issues land on the field shown.
 */
function overBody<V extends Record<string, string>, T extends z.ZodType>(
  body: T,
  toBody: (values: V) => Record<string, unknown>,
  required: readonly (keyof V & string)[] = [],
): z.ZodType<z.output<T>, V> {
  return z.custom<V>((values) => typeof values === 'object' && values !== null).transform((values, ctx): z.output<T> => {
    const seen = new Set<string>();
    const flag = (field: string, message: string) => {
      seen.add(field);
      ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    for (const field of required) if (!values[field]?.trim()) flag(field, FIELD_MESSAGES.missingField);
    const split = values.phone === undefined ? null : splitPhone(values.phone);
    if (split && !split.ok) flag('phone', split.error);
    const parsed = body.safeParse({ ...toBody(values), ...(split?.ok ? split.value : {}) });
    if (parsed.success && seen.size === 0) return parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'prefix' ? 'phone' : String(issue.path[0]);
      if (!seen.has(field)) flag(field, issue.message);
    }
    return z.NEVER;
  });
}

const phoneText = (prefix: string | null, phone: string | null) => (phone ? `${prefix ?? ''}${phone}` : '');

export type ContactFormValues = Record<'country' | 'city' | 'street' | 'postal_code' | 'phone' | 'website', string>;
export const contactForm = overBody<ContactFormValues, typeof GatewayStep2Body>(GatewayStep2Body, ({ phone: _phone, ...rest }) => rest);
export const contactDefaults = (o: Organization): ContactFormValues => ({
  country: o.address?.country ?? DEFAULT_COUNTRY,
  city: o.address?.city ?? '',
  street: o.address?.street ?? '',
  postal_code: o.address?.postal_code ?? '',
  phone: phoneText(o.prefix, o.phone),
  website: o.website ?? '',
});

export type LegalFormValues = Record<'name' | 'last_name' | 'dob' | 'country' | 'city' | 'street' | 'postal_code' | 'phone', string>;
export const legalForm = overBody<LegalFormValues, typeof GatewayStep3Body>(GatewayStep3Body, ({ phone: _phone, ...rest }) => ({ ...rest, role: 'executive' }));
/** What sign-up knows of the person (the session's user): the legal representative's start when none is saved. */
export type SignUpPerson = Pick<VerifyResponse['user'], 'name' | 'last_name' | 'prefix' | 'phone'>;

export const legalDefaults = ({ legal_manager: m }: Organization, signUp?: SignUpPerson): LegalFormValues => ({
  name: m?.name ?? signUp?.name ?? '',
  last_name: m?.last_name ?? signUp?.last_name ?? '',
  dob: m?.dob ?? '',
  country: m?.country ?? DEFAULT_COUNTRY,
  city: m?.city ?? '',
  street: m?.street ?? '',
  postal_code: m?.postal_code ?? '',
  phone: m ? phoneText(m.prefix, m.phone) : phoneText(signUp?.prefix ?? null, signUp?.phone ?? null),
});

export type BankFormValues = Record<'account_number' | 'iban_confirmation' | 'nif' | 'country' | 'currency', string>;
/** The confirmation is required in the form (the contract accepts a body without it, as the dashboard's cards send). */
export const bankForm = overBody<BankFormValues, typeof GatewayStep5Body>(GatewayStep5Body, (values) => values, ['iban_confirmation']);
export const bankDefaults = (o: Organization): BankFormValues => ({
  account_number: o.bank_account?.account_number ?? '',
  iban_confirmation: '',
  nif: o.nif ?? '',
  country: DEFAULT_COUNTRY,
  currency: 'EUR',
});
