import { CustomerUpdateBody, DEFAULT_COUNTRY, splitPhone, type CustomerDetail, type CustomerUpdateBody as Body } from '@cobro/contracts';
import { z } from 'zod';

/** The edit form as typed: one phone field (international), one tax id field whatever the customer's type. */
export type CustomerFormValues = {
  name: string;
  email: string;
  tax_id: string;
  phone: string;
  country: string;
  city: string;
  postal_code: string;
  street: string;
};

export function customerFormDefaults(customer: Pick<CustomerDetail, 'name' | 'email' | 'type' | 'dni' | 'cif' | 'prefix' | 'phone' | 'address'>): CustomerFormValues {
  const address = customer.address;
  return {
    name: customer.name,
    email: customer.email,
    tax_id: (customer.type === 'PERSON' ? customer.dni : customer.cif) ?? '',
    phone: customer.phone ? `${customer.prefix ?? ''}${customer.phone}` : '',
    country: address?.country ?? DEFAULT_COUNTRY,
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    street: address?.street ?? address?.address ?? '',
  };
}

/** Body fields that the form shows under another name. */
const FORM_FIELD: Record<string, keyof CustomerFormValues> = { dni: 'tax_id', cif: 'tax_id', prefix: 'phone' };

/**
 * The customer edit form (dashboard-core 5): every empty field is missing; the phone must be a valid international
 * number (Spain, +34, when typed without a prefix) and is split into prefix and national number; a person edits a
 * dni and a company a cif, sent under that name. The contract's CustomerUpdateBody has the last word.
 */
export const customerForm = (type: CustomerDetail['type']) =>
  z
    .object({
      name: z.string(),
      email: z.string(),
      tax_id: z.string(),
      phone: z.string(),
      country: z.string(),
      city: z.string(),
      postal_code: z.string(),
      street: z.string(),
    })
    .transform((values, ctx): Body => {
      const { tax_id, phone, ...rest } = values;
      const split = splitPhone(phone);
      if (!split.ok) ctx.addIssue({ code: 'custom', message: split.error, path: ['phone'] });
      const body = {
        ...rest,
        country: rest.country.trim().toUpperCase(),
        ...(type === 'PERSON' ? { dni: tax_id } : { cif: tax_id }),
        ...(split.ok ? split.value : { prefix: '+0', phone: '0' }),
      };
      const parsed = CustomerUpdateBody.safeParse(body);
      if (parsed.success) return parsed.data;
      const seen = new Set(split.ok ? [] : ['phone']);
      for (const issue of parsed.error.issues) {
        const field = FORM_FIELD[String(issue.path[0])] ?? String(issue.path[0]);
        // The first message of each field is the one shown; the phone's own check already spoke for it.
        if (seen.has(field)) continue;
        seen.add(field);
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      return z.NEVER;
    });
