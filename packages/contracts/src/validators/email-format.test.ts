import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { Email } from '../entities/email';
import { EMAIL_PATTERN, emailIssue } from './email-format';

const bySchema = (value: string) => {
  const parsed = Email.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0].message;
};

const PARTS = ['ana', 'Ana.Pérez', '@', 'example', '.es', '.', ' ', '+', '_', '-', "'", '4242 4242 4242 4242', 'x'];

describe('emailIssue says what the contract Email says', () => {
  it('on addresses as typed, pieces of addresses and any text', () => {
    const text = fc.oneof(fc.array(fc.constantFrom(...PARTS), { maxLength: 7 }).map((parts) => parts.join('')), fc.string({ maxLength: 20 }));
    fc.assert(fc.property(text, (value) => {
        expect(emailIssue(value)).toBe(bySchema(value));
      }), { numRuns: 5000 });
  });

  it("its pattern is zod's own (a zod upgrade that changes it fails here)", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
  });

  it('the keys it gives', () => {
    expect(emailIssue(' Ana@Example.es ')).toBeUndefined();
    expect(emailIssue('  ')).toBe('missing_field');
    expect(emailIssue('ana@')).toBe('invalid_email');
    expect(emailIssue('4242 4242 4242 4242@example.es')).toBe('card_number_not_allowed');
  });
});
