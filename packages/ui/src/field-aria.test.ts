import { describe, expect, it } from 'vitest';
import { fieldAria } from './field-aria';

describe('fieldAria', () => {
  it('a field without error or hint has no aria-invalid and no aria-describedby', () => {
    expect(fieldAria('email', {})).toEqual({ hintId: undefined, errorId: undefined, controlProps: { id: 'email' } });
  });

  it('an error is tied to its field with aria-describedby and marks it aria-invalid', () => {
    const aria = fieldAria('email', { error: 'Enter a valid e-mail address' });
    expect(aria.errorId).toBe('email-error');
    expect(aria.controlProps).toEqual({ id: 'email', 'aria-invalid': true, 'aria-describedby': 'email-error' });
  });

  it('the error is described before the hint when both are present', () => {
    const aria = fieldAria('pw', { error: 'valid_password', hint: 'At least 8 characters' });
    expect(aria.controlProps['aria-describedby']).toBe('pw-error pw-hint');
    expect(aria.hintId).toBe('pw-hint');
  });

  it('a hint alone describes the field without marking it invalid', () => {
    expect(fieldAria('iban', { hint: 'ES00 0000…' }).controlProps).toEqual({ id: 'iban', 'aria-describedby': 'iban-hint' });
  });
});
