import { describe, expect, it } from 'vitest';
import { allStepsComplete, canEdit, lockedFieldsChanged, type GatewayFacts } from './gateway-rules';

const wizard: GatewayFacts = { paymentsActivated: false, verificationStatus: null, verificationDetails: [] };
const activated = (over: Partial<GatewayFacts>): GatewayFacts => ({ ...wizard, paymentsActivated: true, ...over });

describe('edit permission per card', () => {
  it('while the wizard runs, every step can be saved', () => {
    for (const card of ['company', 'contact', 'legal_manager', 'documents', 'bank_account'] as const) {
      expect(canEdit(card, wizard)).toBe(true);
    }
  });

  it('company, contact and legal representative: not while pending', () => {
    for (const card of ['company', 'contact', 'legal_manager'] as const) {
      expect(canEdit(card, activated({ verificationStatus: 'pending' }))).toBe(false);
      expect(canEdit(card, activated({ verificationStatus: 'verified' }))).toBe(true);
      expect(canEdit(card, activated({ verificationStatus: null }))).toBe(true);
    }
  });

  it('documents: only when unverified once activated', () => {
    expect(canEdit('documents', activated({ verificationStatus: 'unverified' }))).toBe(true);
    for (const status of ['verified', 'pending', 'processing', null] as const) {
      expect(canEdit('documents', activated({ verificationStatus: status }))).toBe(false);
    }
  });

  it('bank account: only when the requirements include external_account once activated', () => {
    expect(canEdit('bank_account', activated({ verificationStatus: 'unverified', verificationDetails: ['external_account'] }))).toBe(true);
    expect(canEdit('bank_account', activated({ verificationStatus: 'unverified', verificationDetails: ['individual.dob'] }))).toBe(false);
    expect(canEdit('bank_account', activated({ verificationStatus: 'verified' }))).toBe(false);
  });
});

describe('company type and industry', () => {
  const org = { paymentsActivated: true, companyType: 'company' as const, companyIndustry: '5734' };
  it('are locked once payments are activated, the same values pass', () => {
    expect(lockedFieldsChanged(org, { company_type: 'company', company_industry: '5734' })).toEqual([]);
    expect(lockedFieldsChanged(org, { company_type: 'individual', company_industry: '5999' })).toEqual(['company_type', 'company_industry']);
    expect(lockedFieldsChanged({ ...org, paymentsActivated: false }, { company_type: 'individual', company_industry: '5999' })).toEqual([]);
  });
});

describe('activation', () => {
  it('needs all five steps complete', () => {
    const steps = { step_one: 'complete', step_two: 'complete', step_three: 'complete', step_four: 'complete', step_five: 'pending' } as const;
    expect(allStepsComplete(steps)).toBe(false);
    expect(allStepsComplete({ ...steps, step_five: 'complete' })).toBe(true);
  });
});
