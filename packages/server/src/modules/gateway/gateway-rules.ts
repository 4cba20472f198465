import type { SessionContext } from '../auth/index';

type OrganizationRow = SessionContext['organization'];
export type GatewayFacts = Pick<OrganizationRow, 'paymentsActivated' | 'verificationStatus' | 'verificationDetails'>;
export type StepKey = keyof OrganizationRow['onboardingSteps'];

/** The five steps and the part of the organization each one edits (services-and-configuration 4 and 7). */
export const STEPS = {
  1: { key: 'step_one', card: 'company' },
  2: { key: 'step_two', card: 'contact' },
  3: { key: 'step_three', card: 'legal_manager' },
  4: { key: 'step_four', card: 'documents' },
  5: { key: 'step_five', card: 'bank_account' },
} as const satisfies Record<number, { key: StepKey; card: string }>;

export type GatewayCard = (typeof STEPS)[keyof typeof STEPS]['card'];

/** The requirement code that opens the bank-account card again (services-and-configuration 4). */
export const EXTERNAL_ACCOUNT = 'external_account';

/**
 * Edit permission per card (services-and-configuration 4, "Edit permission per card"). While the wizard runs
 * (payments not activated yet) every step can be saved; afterwards: company, contact and legal representative
 * unless the verification is pending; documents only when unverified; the bank account only when the provider asks
 * for an external account.
 */
export function canEdit(card: GatewayCard, org: GatewayFacts): boolean {
  if (card === 'company' || card === 'contact' || card === 'legal_manager') return org.verificationStatus !== 'pending';
  if (!org.paymentsActivated) return true;
  if (card === 'documents') return org.verificationStatus === 'unverified';
  return org.verificationDetails.includes(EXTERNAL_ACCOUNT);
}

/** Company type and industry are locked once payments are activated: the fields a step-1 body would change. */
export function lockedFieldsChanged(
  org: Pick<OrganizationRow, 'paymentsActivated' | 'companyType' | 'companyIndustry'>,
  body: { company_type: string; company_industry: string },
): string[] {
  if (!org.paymentsActivated) return [];
  const changed: string[] = [];
  if (body.company_type !== org.companyType) changed.push('company_type');
  if (body.company_industry !== org.companyIndustry) changed.push('company_industry');
  return changed;
}

/** Payments are activated by the save that leaves all five steps complete. */
export const allStepsComplete = (steps: OrganizationRow['onboardingSteps']) =>
  Object.values(steps).every((s) => s === 'complete');
