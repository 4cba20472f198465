import { validateIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../card-numbers';
import { SANDBOX_CARDS, SANDBOX_IBANS, sandboxCardOutcome, sandboxSepaOutcome } from './test-instruments';

describe('sandbox test instruments', () => {
  it('every test card passes Luhn and every test IBAN is a valid Spanish IBAN', () => {
    for (const card of Object.values(SANDBOX_CARDS)) expect(passesLuhn(card)).toBe(true);
    for (const iban of Object.values(SANDBOX_IBANS)) {
      expect(iban.startsWith('ES')).toBe(true);
      expect(validateIBAN(iban).valid).toBe(true);
    }
  });

  it('4242 4242 4242 4242 succeeds', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toEqual({ result: 'succeeded' });
  });

  it('4000 0000 0000 0002 declines with generic_decline', () => {
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toEqual({ result: 'failed', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('4000 0027 6000 3184 requires authentication', () => {
    expect(sandboxCardOutcome('4000002760003184')).toEqual({ result: 'requires_action' });
  });

  it('4000 0000 0000 9995 fails for insufficient funds', () => {
    expect(sandboxCardOutcome('4000-0000-0000-9995')).toEqual({ result: 'failed', code: 'card_declined', declineCode: 'insufficient_funds' });
  });

  it('a number failing Luhn or of the wrong length is an incorrect number', () => {
    for (const number of ['4242 4242 4242 4241', '4242', '', 'abcd efgh ijkl mnop', '42424242424242424242']) {
      expect(sandboxCardOutcome(number)).toEqual({ result: 'invalid', code: 'incorrect_number' });
    }
  });

  it('a valid card that is not a test card is refused as a live card', () => {
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toEqual({ result: 'failed', code: 'card_declined', declineCode: 'test_mode_live_card' });
  });

  it('SEPA debit goes processing, then succeeds or fails by test IBAN', () => {
    expect(sandboxSepaOutcome('ES07 0012 0345 0300 0006 7890')).toEqual({ result: 'processing', settlesAs: 'succeeded' });
    expect(sandboxSepaOutcome(SANDBOX_IBANS.fails.toLowerCase())).toEqual({ result: 'processing', settlesAs: 'failed' });
    expect(sandboxSepaOutcome('ES9121000418450200051332')).toEqual({ result: 'processing', settlesAs: 'succeeded' });
  });

  it('an invalid IBAN is refused before any debit', () => {
    for (const iban of ['ES0700120345030000067891', 'ES07', '', 'not an iban']) {
      expect(sandboxSepaOutcome(iban)).toEqual({ result: 'invalid', code: 'invalid_bank_account_iban' });
    }
  });
});
