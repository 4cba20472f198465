import { describe, expect, it } from 'vitest';
import { GatewayStep1Body } from '@cobro/contracts';
import { bankForm, contactForm, legalForm } from './step-form-schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const contact = { country: 'ES', city: 'Madrid', street: 'Gran Vía 1', postal_code: '28013', phone: '612 34 56 78', website: 'anagil.es' };

describe('activation step forms', () => {
  it('a card number in any text of the company, contact and legal steps is refused under its field', () => {
    const card = '4111 1111 1111 1111';
    const company = { company_name: `Tienda ${card}`, company_type: 'company', company_industry: '5734' };
    expect(issues(GatewayStep1Body.safeParse(company))).toEqual({ company_name: 'card_number_not_allowed' });
    expect(issues(contactForm.safeParse({ ...contact, city: card, street: `Mayor ${card}`, website: `anagil.es/${card.replaceAll(' ', '')}` }))).toEqual({
      city: 'card_number_not_allowed',
      street: 'card_number_not_allowed',
      website: 'card_number_not_allowed',
    });
    const legal = { ...contact, name: card, last_name: `Gil ${card}`, dob: '1985-04-12' };
    expect(issues(legalForm.safeParse(legal))).toMatchObject({ name: 'card_number_not_allowed', last_name: 'card_number_not_allowed' });
  });

  it('contact: splits the phone, normalises the website, checks the postal code against the province', () => {
    expect(contactForm.parse(contact)).toEqual({
      country: 'ES',
      city: 'Madrid',
      street: 'Gran Vía 1',
      postal_code: '28013',
      prefix: '+34',
      phone: '612345678',
      website: 'https://anagil.es',
    });
    const refused = contactForm.safeParse({ ...contact, postal_code: '60000', phone: '123', website: 'www.example.com' });
    expect(issues(refused)).toEqual({ postal_code: 'invalid_postal_code', phone: 'phone_error', website: 'invalid_website' });
    expect(issues(contactForm.safeParse({ ...contact, city: ' ', phone: '' }))).toEqual({ city: 'missing_field', phone: 'missing_field' });
  });

  it('legal representative: adult, born from 1900 on, role executive', () => {
    const legal = { ...contact, name: 'Ana', last_name: 'Gil', dob: '1985-04-12' };
    delete (legal as Partial<typeof legal>).website;
    expect(legalForm.parse(legal)).toMatchObject({ role: 'executive', dob: '1985-04-12', prefix: '+34' });
    const today = new Date();
    const minor = `${today.getUTCFullYear() - 10}-01-01`;
    expect(issues(legalForm.safeParse({ ...legal, dob: minor }))).toEqual({ dob: 'underage' });
    expect(issues(legalForm.safeParse({ ...legal, dob: '1899-12-31' }))).toEqual({ dob: 'birth_year_too_early' });
  });

  it('bank account: Spanish IBAN without spaces, confirmation required and equal, NIF by its control letter', () => {
    const bank = { account_number: 'ES91 2100 0418 4502 0005 1332', iban_confirmation: 'ES9121000418450200051332', nif: '12345678Z', country: 'ES', currency: 'EUR' };
    expect(bankForm.parse(bank)).toMatchObject({ account_number: 'ES9121000418450200051332', nif: '12345678Z' });
    expect(issues(bankForm.safeParse({ ...bank, iban_confirmation: '' }))).toEqual({ iban_confirmation: 'missing_field' });
    expect(issues(bankForm.safeParse({ ...bank, iban_confirmation: 'ES7921000813610123456789' }))).toEqual({
      iban_confirmation: 'account_number_not_equal',
    });
    expect(issues(bankForm.safeParse({ ...bank, account_number: 'DE89370400440532013000', nif: '12345678A' }))).toMatchObject({
      account_number: 'not_spanish_account',
      nif: 'invalid_tin',
    });
  });
});
