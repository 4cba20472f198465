import { describe, expect, it } from 'vitest';
import { CompleteDataBody } from '../entities/checkout-complete-data';
import { LocationUpdateBody } from '../entities/checkout';
import { CustomerUpdateBody } from '../entities/customer';
import { containsCardNumber, maskCardNumbers, passesLuhn } from './card-number';

describe('card numbers in text', () => {
  it('Luhn accepts real test cards and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('finds 13-19 digits passing Luhn, whole, in groups, or inside other text', () => {
    for (const text of ['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', 'Calle 4000 0027 6000 3184', 'ch_4222222222222', '6011000990139424']) {
      expect(containsCardNumber(text), text).toBe(true);
    }
    expect(maskCardNumbers('pago 4242 4242 4242 4242 piso 3', '#')).toBe('pago # piso 3');
  });

  it('leaves alone Luhn-valid runs no card network issues: 13 digits not starting with 4, a first digit no card has', () => {
    // A Date.now() in milliseconds and an EAN-13-like id as external ids (issue 27: a tenth of them were refused as
    // cards); 13-digit cards are only Visa's (4), and cards start with 2 to 6 (ISO/IEC 7812 industry identifiers).
    for (const text of ['1796400000123', '8412345678907', '5123456789010', '9000000000000126', '70123456789012340']) {
      expect(containsCardNumber(text), text).toBe(false);
    }
    expect(containsCardNumber('4222222222222')).toBe(true);
  });

  it('leaves alone what is not a card: short runs, failed checksums, phones, dates, IBAN-length runs', () => {
    for (const text of ['Calle Mayor 12, 3º 4ª', '4242424242424241', '+34 612 34 56 78', '2024-01-15', 'ES9121000418450200051332', '424242424242']) {
      expect(containsCardNumber(text), text).toBe(false);
    }
  });
});

describe('buyer free-text fields refuse a card number (quality bar 19)', () => {
  const key = 'card_number_not_allowed';
  const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

  it('complete-data: name (a company name for companies), surname, city and address', () => {
    const body = { customer_type: 'PERSON', customer_cif: '12345678Z', customer_email: 'a@b.es', name: 'Ana', surname: 'Ruiz', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Gran Vía 1' };
    expect(CompleteDataBody.safeParse(body).success).toBe(true);
    for (const field of ['name', 'surname', 'city', 'address'] as const) {
      expect(messagesOf(CompleteDataBody.safeParse({ ...body, [field]: '4242 4242 4242 4242' })), field).toEqual({ [field]: key });
    }
    const company = { ...body, customer_type: 'COMPANY', customer_cif: 'B12345674', surname: undefined, name: 'Tienda 5555-5555-5555-4444 S.L.' };
    expect(messagesOf(CompleteDataBody.safeParse(company))).toEqual({ name: key });
  });

  it('complete-location: city and address', () => {
    const body = { country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Gran Vía 1' };
    expect(messagesOf(LocationUpdateBody.safeParse({ ...body, address: 'Calle 4000002760003184' }))).toEqual({ address: key });
    expect(messagesOf(LocationUpdateBody.safeParse({ ...body, city: '378282246310005' }))).toEqual({ city: key });
  });

  it('the merchant editing a customer: name, city and street', () => {
    const body = { name: 'Ana', email: 'a@b.es', dni: '12345678Z', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', street: 'Sol 1' };
    for (const field of ['name', 'city', 'street'] as const) {
      expect(messagesOf(CustomerUpdateBody.safeParse({ ...body, [field]: `x ${'4242424242424242'}` })), field).toEqual({ [field]: key });
    }
  });
});
