import { z } from 'zod';

export const VerificationStatus = z.enum(['unverified', 'pending', 'verified', 'processing']);
export const ProductType = z.enum(['billing', 'merge', 'payments']);
export const CompanyType = z.enum(['individual', 'company']);

export const Address = z.object({
  country: z.string(),
  city: z.string(),
  street: z.string(),
  postal_code: z.string(),
});

export const OrganizationVerification = z.object({
  verification_status: VerificationStatus,
  verification_code: z.string().nullable().optional(),
  verification_details: z.array(z.string()).optional(),
  payouts_enabled: z.boolean(),
  charges_enabled: z.boolean().optional(),
});

export const LegalManager = z.object({
  role: z.literal('executive'),
  name: z.string(),
  last_name: z.string(),
  dob: z.string(),
  country: z.string(),
  city: z.string(),
  street: z.string(),
  postal_code: z.string(),
  prefix: z.string(),
  phone: z.string(),
});

export const BankAccount = z.object({
  currency: z.string(),
  country: z.string().optional(),
  account_number: z.string(),
});

export const OnboardingSteps = z.object({
  step_one: z.enum(['complete', 'pending']),
  step_two: z.enum(['complete', 'pending']),
  step_three: z.enum(['complete', 'pending']),
  step_four: z.enum(['complete', 'pending']),
  step_five: z.enum(['complete', 'pending']),
});

/** The organization as GET /organizations returns it: the union of the fields the three documents use. */
export const Organization = z.object({
  id: z.string(),
  owner_id: z.string(),
  company_name: z.string(),
  company_type: CompanyType.nullable(),
  company_industry: z.string().nullable(),
  platform_id: z.string().nullable(),
  platform_father: z.object({ company_name: z.string() }).nullable(),
  payments_activated: z.boolean(),
  client_product_type: ProductType,
  verification_status: OrganizationVerification.nullable(),
  onboarding_steps: OnboardingSteps,
  nif: z.string().nullable(),
  stripe_id: z.string().nullable(),
  tyc: z.string().nullable(),
  phone: z.string().nullable(),
  prefix: z.string().nullable(),
  website: z.string().nullable(),
  address: Address.nullable(),
  legal_manager: LegalManager.nullable(),
  bank_account: BankAccount.nullable(),
  owner: z.object({ name: z.string(), email: z.string() }),
});
export type Organization = z.infer<typeof Organization>;
