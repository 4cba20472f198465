import { describe, expect, it } from 'vitest';
import { CustomerUpdateBody } from './customer';
import { LocationUpdateHeaders, VerifyIdBody } from './checkout';
import { CompleteDataBody } from './checkout-complete-data';

describe('checkout identify', () => {
  it('tax id whitespace stripped; DNI for a person, CIF for a company', () => {
    expect(VerifyIdBody.parse({ customer_type: 'PERSON', customer_email: 'Ana@Mail.ES ', customer_cif: ' 12345678 z' })).toEqual({
      customer_type: 'PERSON',
      customer_email: 'ana@mail.es',
      customer_cif: '12345678Z',
    });
    expect(VerifyIdBody.safeParse({ customer_type: 'COMPANY', customer_email: 'a@b.es', customer_cif: '12345678Z' }).success).toBe(false);
  });
  it('customer_type, customer_email and tax id are required (missing_field)', () => {
    const issues = VerifyIdBody.safeParse({ customer_email: '', customer_cif: '' }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['missing_field', 'missing_field']);
  });
  it('customer_type is PERSON or COMPANY in either case; another value says so, not that it is missing', () => {
    const body = { customer_email: 'a@b.es', customer_cif: '12345678Z' };
    expect(VerifyIdBody.parse({ ...body, customer_type: 'person' }).customer_type).toBe('PERSON');
    expect(VerifyIdBody.parse({ ...body, customer_type: 'Person' }).customer_type).toBe('PERSON');
    const wrong = VerifyIdBody.safeParse({ ...body, customer_type: 'HUMAN' }).error?.issues;
    expect(wrong?.map((i) => [i.path.join('.'), i.message])).toEqual([['customer_type', 'invalid_customer_type']]);
    const company = { customer_cif: 'B12345674', customer_email: 'a@b.es', name: 'Tienda S.L.', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Gran Vía 1' };
    expect(CompleteDataBody.parse({ ...company, customer_type: 'company' }).customer_type).toBe('COMPANY');
    expect(CompleteDataBody.safeParse({ ...company, customer_type: 'SHOP' }).error?.issues[0].message).toBe('invalid_customer_type');
  });
  it('complete data: all fields but surname required; phone and postal code checked', () => {
    const body = { customer_type: 'PERSON', customer_cif: '12345678Z', customer_email: 'a@b.es', name: 'Ana', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Gran Vía 1' };
    expect(CompleteDataBody.safeParse(body).success).toBe(true);
    expect(CompleteDataBody.safeParse({ ...body, postal_code: '2801A' }).error?.issues[0].message).toBe('invalid_postal_code');
    expect(CompleteDataBody.safeParse({ ...body, city: '' }).error?.issues[0].message).toBe('missing_field');
  });
  it('the location update carries the update-key header', () => {
    expect(LocationUpdateHeaders.safeParse({}).success).toBe(false);
    expect(LocationUpdateHeaders.parse({ 'update-key': 'k' })).toEqual({ 'update-key': 'k' });
  });
});

describe('customer edit', () => {
  const body = { name: 'Ana', email: 'a@b.es', dni: '12345678Z', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', street: 'Sol 1' };
  it('a person sends dni, a company cif, never both', () => {
    expect(CustomerUpdateBody.safeParse(body).success).toBe(true);
    expect(CustomerUpdateBody.safeParse({ ...body, dni: undefined, cif: 'B12345674' }).success).toBe(true);
    expect(CustomerUpdateBody.safeParse({ ...body, cif: 'B12345674' }).success).toBe(false);
  });
  it('every empty field gets the missing-field message', () => {
    expect(CustomerUpdateBody.safeParse({ ...body, name: '', city: ' ' }).error?.issues.map((i) => i.message)).toEqual(['missing_field', 'missing_field']);
  });
});
