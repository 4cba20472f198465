import { FIELD_MESSAGES } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { afterChange, formErrors } from './identify-fields';
import type { IdentifyValues } from './identify-form';

const person = (values: Partial<IdentifyValues>): IdentifyValues => ({
  customer_type: 'PERSON',
  customer_email: 'ana@example.es',
  customer_cif: '12345678Z',
  ...values,
});

describe('identify fields without react-hook-form', () => {
  it('a Continue shows every field error at once, as message keys', () => {
    const errors = formErrors(person({ customer_email: 'ana', customer_cif: '1234' }));
    expect(errors.customer_email?.message).toBe(FIELD_MESSAGES.invalidEmail);
    expect(errors.customer_cif?.message).toBeTruthy();
    expect(errors.customer_type).toBeUndefined();
  });

  it('before any Continue typing shows nothing', () => {
    expect(afterChange({}, person({ customer_email: 'ana' }), 'customer_email', false)).toEqual({});
  });

  it('after a Continue the changed field is checked again and the others keep theirs', () => {
    const shown = formErrors(person({ customer_email: 'ana', customer_cif: '1234' }));
    const fixed = afterChange(shown, person({ customer_cif: '1234' }), 'customer_email', true);
    expect(fixed.customer_email).toBeUndefined();
    expect(fixed.customer_cif).toEqual(shown.customer_cif);
  });

  it("a change takes the server's message off its field", () => {
    const shown = { customer_email: { message: FIELD_MESSAGES.invalidEmail, server: true as const } };
    expect(afterChange(shown, person({ customer_email: 'otra@example.es' }), 'customer_email', true)).toEqual({});
  });
});
