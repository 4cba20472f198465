import { describe, expect, it } from 'vitest';
import { cardPermissions, gatewayStatusDisplay } from './gateway-status';
import { requirementTexts } from './requirement-texts';

const status = (verification_status: 'unverified' | 'pending' | 'verified' | 'processing', more = {}) => ({
  verification_status,
  payouts_enabled: false,
  ...more,
});

describe('gateway status display', () => {
  it('a missing status reads as processing, amber', () => {
    expect(gatewayStatusDisplay(null)).toEqual({ status: 'processing', tone: 'yellow', needsAttention: false, requirements: [] });
  });

  it('unverified is red and lists its requirements', () => {
    const shown = gatewayStatusDisplay(status('unverified', { verification_details: ['external_account'] }));
    expect(shown).toEqual({ status: 'unverified', tone: 'red', needsAttention: true, requirements: ['external_account'] });
  });

  it('verified is green only with payouts enabled, otherwise it reads as unverified', () => {
    expect(gatewayStatusDisplay(status('verified', { payouts_enabled: true }))).toMatchObject({ status: 'verified', tone: 'green', needsAttention: false });
    expect(gatewayStatusDisplay(status('verified'))).toMatchObject({ status: 'unverified', tone: 'red', needsAttention: true });
  });

  it('pending is amber', () => {
    expect(gatewayStatusDisplay(status('pending'))).toMatchObject({ status: 'pending', tone: 'yellow', needsAttention: false });
  });
});

describe('edit permission per card', () => {
  it('pending hides every card but the bank account when external_account is asked', () => {
    expect(cardPermissions(status('pending'))).toEqual({ company: false, contact: false, legalManager: false, documents: false, bankAccount: false });
    expect(cardPermissions(status('pending', { verification_details: ['external_account'] })).bankAccount).toBe(true);
  });

  it('documents only when unverified; the rest when not pending', () => {
    expect(cardPermissions(status('unverified'))).toEqual({ company: true, contact: true, legalManager: true, documents: true, bankAccount: false });
    expect(cardPermissions(status('verified', { payouts_enabled: true }))).toMatchObject({ legalManager: true, documents: false });
    expect(cardPermissions(null)).toMatchObject({ company: true, legalManager: true, documents: false, bankAccount: false });
  });
});

describe('requirement details in words', () => {
  it('reads codes by the part they name, each text once, unknown ones as other details', () => {
    const texts = requirementTexts([
      'external_account',
      'individual.verification.document',
      'representative.verification.document',
      'individual.dob.day',
      'something.new',
    ]).map((text) => text.message);
    expect(texts).toEqual([
      'Your bank account (IBAN)',
      'The identity document (front and back) of the legal representative',
      "The legal representative's date of birth",
      'Other details the card provider asks for',
    ]);
  });
});
