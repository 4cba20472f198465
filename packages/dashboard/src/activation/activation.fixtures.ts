import type { Organization } from '@cobro/contracts';

/** A payments merchant that has signed up and saved nothing yet; `overrides` sets what a test needs. */
export const organizationFixture = (overrides: Partial<Organization> = {}): Organization => ({
  id: 'o1',
  owner_id: 'u1',
  company_name: 'Ana Gil',
  company_type: null,
  company_industry: null,
  platform_id: null,
  platform_father: null,
  payments_activated: false,
  client_product_type: 'payments',
  verification_status: null,
  onboarding_steps: { step_one: 'pending', step_two: 'pending', step_three: 'pending', step_four: 'pending', step_five: 'pending' },
  nif: null,
  stripe_id: null,
  tyc: null,
  phone: null,
  prefix: null,
  website: null,
  address: null,
  legal_manager: null,
  bank_account: null,
  owner: { name: 'Ana', email: 'ana@example.es' },
  ...overrides,
});
