import { describe, expect, it } from 'vitest';
import { emptySignUp, signUpFieldOf, signUpForm } from './sign-up-form';

const filled = {
  name: 'Ana',
  last_name: 'Gil Pérez',
  email: ' Ana.Gil@Example.ES ',
  phone: '612 34 56 78',
  password: 'Secreto12',
  passwordcopy: 'Secreto12',
};

const errorsOf = (values: typeof filled) => {
  const result = signUpForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('sign-up form', () => {
  it('sends the register body: e-mail lower-cased, phone split into prefix and national number', () => {
    expect(signUpForm.parse(filled)).toEqual({
      name: 'Ana',
      last_name: 'Gil Pérez',
      email: 'ana.gil@example.es',
      prefix: '+34',
      phone: '612345678',
      password: 'Secreto12',
      passwordcopy: 'Secreto12',
    });
  });

  it('an international number keeps its own prefix', () => {
    expect(signUpForm.parse({ ...filled, phone: '+33 6 12 34 56 78' })).toMatchObject({ prefix: '+33', phone: '612345678' });
  });

  it('every empty field is missing, once per field', () => {
    expect(errorsOf(emptySignUp)).toEqual({
      name: 'missing_field',
      last_name: 'missing_field',
      email: 'missing_field',
      phone: 'missing_field',
      password: 'missing_field',
      passwordcopy: 'missing_field',
    });
  });

  it('an invalid phone, e-mail, weak password or different confirmation gets its own message', () => {
    expect(errorsOf({ ...filled, phone: '+34 123' })).toEqual({ phone: 'phone_error' });
    expect(errorsOf({ ...filled, email: 'ana@' })).toEqual({ email: 'invalid_email' });
    expect(errorsOf({ ...filled, password: 'secreto12', passwordcopy: 'secreto12' })).toEqual({ password: 'valid_password' });
    expect(errorsOf({ ...filled, passwordcopy: 'Secreto13' })).toEqual({ passwordcopy: 'valid_copy_password' });
  });

  it('a card number in the name or the last name is refused under the field (quality bar 19)', () => {
    expect(errorsOf({ ...filled, name: '4111111111111111', last_name: 'Gil 4111-1111-1111-1111' })).toEqual({
      name: 'card_number_not_allowed',
      last_name: 'card_number_not_allowed',
    });
  });

  it('a field named by the server maps to the form field that shows it', () => {
    expect(signUpFieldOf('prefix')).toBe('phone');
    expect(signUpFieldOf('email')).toBe('email');
    expect(signUpFieldOf('organization')).toBeNull();
  });
});
