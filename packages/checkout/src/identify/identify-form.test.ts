import { VerifyIdBody } from '@cobro/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIdentify, identifyFieldsEnabled, taxIdLabelKind, type IdentifyValues } from './identify-form';

/** What the server's schema says of the same form (the first error of each field), or the body it reads. */
function bySchema(values: IdentifyValues) {
  const strip = (value: string) => value.replace(/\s+/g, '');
  const parsed = VerifyIdBody.safeParse({ ...values, customer_email: strip(values.customer_email), customer_cif: strip(values.customer_cif) });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('checkout identify (public-flows 5)', () => {
  it('the fields stay disabled until a type is chosen', () => {
    expect(identifyFieldsEnabled('')).toBe(false);
    expect(identifyFieldsEnabled('PERSON')).toBe(true);
  });

  it('the tax id label is DNI for a person and CIF for a company', () => {
    expect(taxIdLabelKind('PERSON')).toBe('DNI');
    expect(taxIdLabelKind('COMPANY')).toBe('CIF');
  });

  it('without a customer type only the type is required: e-mail and tax id are disabled until then (issue 27 item 18)', () => {
    expect(checkIdentify({ customer_type: '', customer_email: ' ', customer_cif: '' })).toEqual({
      ok: false,
      errors: { customer_type: 'missing_field' },
    });
  });

  it('with a type, e-mail and tax id are required (missing field)', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: ' ', customer_cif: '' })).toEqual({
      ok: false,
      errors: { customer_email: 'missing_field', customer_cif: 'missing_field' },
    });
  });

  it('whitespace is stripped from the e-mail and the tax id', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: ' ana @example.es ', customer_cif: '1234 5678 z' })).toEqual({
      ok: true,
      body: { customer_type: 'PERSON', customer_email: 'ana@example.es', customer_cif: '12345678Z' },
    });
  });

  it('the e-mail must be valid (invalid email)', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: 'ana@', customer_cif: '12345678Z' })).toMatchObject({
      ok: false,
      errors: { customer_email: 'invalid_email' },
    });
  });

  it('a DNI or NIE is checked by its control letter, for persons only', () => {
    const person = { customer_type: 'PERSON' as const, customer_email: 'a@b.es' };
    expect(checkIdentify({ ...person, customer_cif: '12345678A' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
    expect(checkIdentify({ ...person, customer_cif: 'X1234567L' }).ok).toBe(true);
    expect(checkIdentify({ ...person, customer_cif: 'B12345674' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
  });

  it('a CIF is checked by its control character, for companies only', () => {
    const company = { customer_type: 'COMPANY' as const, customer_email: 'a@b.es' };
    expect(checkIdentify({ ...company, customer_cif: 'B12345674' }).ok).toBe(true);
    expect(checkIdentify({ ...company, customer_cif: 'B12345675' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
    expect(checkIdentify({ ...company, customer_cif: '12345678Z' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
  });

  it('says what the server schema says, on any e-mail and tax id a buyer types (decision 1175)', () => {
    const pieces = ['ana', '@', 'example.es', ' ', 'Ana.Pérez', '12345678Z', '12345678z', 'X1234567L', 'B12345674', '4242 4242 4242 4242', '-', '.'];
    const typed = fc.oneof(fc.array(fc.constantFrom(...pieces), { maxLength: 4 }).map((parts) => parts.join('')), fc.string({ maxLength: 12 }));
    // Forms the tax-id check passes, so that the valid path is reached as often as the refusals.
    const form = fc.record({
      customer_type: fc.constantFrom('PERSON', 'COMPANY'),
      customer_email: fc.oneof(typed, fc.constant(' Ana@Example.es ')),
      customer_cif: fc.oneof(typed, fc.constantFrom('12345678z', 'x 1234567 l', 'B12345674')),
    }) as fc.Arbitrary<IdentifyValues>;
    fc.assert(
      fc.property(form, (values) => {
        expect(checkIdentify(values)).toEqual(bySchema(values));
      }),
      { numRuns: 3000 },
    );
  });
});
