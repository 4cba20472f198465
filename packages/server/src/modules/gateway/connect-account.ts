import type Stripe from 'stripe';
import type { GatewayContext } from './gateway-context';

type OrganizationRow = GatewayContext['organization'];
type Verification = Pick<
  OrganizationRow,
  'verificationStatus' | 'verificationCode' | 'verificationDetails' | 'payoutsEnabled' | 'chargesEnabled'
>;

/** The Stripe file ids of the three documents, once uploaded to Stripe (purpose identity_document). */
export interface DocumentFiles {
  front_dni: string;
  back_dni: string;
  residence: string;
}

const phoneOf = (prefix: string | null, phone: string | null) => (prefix && phone ? `${prefix}${phone}` : undefined);

/**
 * The legal representative as Stripe reads a person: the account's `individual` for an individual, a person with
 * the representative relationship for a company; the identity document and the proof of address when given.
 */
export function representative(org: OrganizationRow, email: string, files?: DocumentFiles): Stripe.AccountUpdateParams.Individual {
  const manager = org.legalManager;
  if (!manager) return {};
  const [year, month, day] = manager.dob.split('-').map(Number);
  return {
    first_name: manager.name,
    last_name: manager.last_name,
    email,
    dob: { day, month, year },
    phone: phoneOf(manager.prefix, manager.phone),
    address: { line1: manager.street, city: manager.city, postal_code: manager.postal_code, country: manager.country },
    ...(files
      ? { verification: { document: { front: files.front_dni, back: files.back_dni }, additional_document: { front: files.residence } } }
      : {}),
  };
}

/** The connected account's data from the organization's five steps (the bank account only when `withBank`). */
export function accountData(org: OrganizationRow, email: string, withBank: boolean, files?: DocumentFiles): Stripe.AccountUpdateParams {
  const company = org.companyType === 'company';
  const address = { line1: org.street ?? undefined, city: org.city ?? undefined, postal_code: org.postalCode ?? undefined, country: org.country ?? undefined };
  return {
    business_type: company ? 'company' : 'individual',
    business_profile: { name: org.companyName, mcc: org.companyIndustry ?? undefined, url: org.website ?? undefined },
    ...(company
      ? { company: { name: org.companyName, tax_id: org.nif ?? undefined, phone: phoneOf(org.prefix, org.phone), address } }
      : { individual: { ...representative(org, email, files), id_number: org.nif ?? undefined } }),
    ...(withBank && org.bankAccount
      ? { external_account: { object: 'bank_account' as const, country: 'ES', currency: 'eur', account_number: org.bankAccount.account_number } }
      : {}),
  };
}

/**
 * The verification as the dashboard reads it, from a connected account (`account.updated`): the requirement codes
 * due now or past due are `verification_details` (external_account, individual.verification.document, ...);
 * verified once charges and payouts are on with nothing due; pending while Stripe checks what it was given.
 */
export function verificationOf(account: Stripe.Account): Verification {
  const requirements = account.requirements;
  const due = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
  const checking = (requirements?.pending_verification ?? []).length > 0;
  const enabled = account.charges_enabled && account.payouts_enabled;
  return {
    verificationStatus: enabled && due.length === 0 ? 'verified' : checking && due.length === 0 ? 'pending' : 'unverified',
    verificationCode: requirements?.disabled_reason ?? null,
    verificationDetails: due,
    payoutsEnabled: account.payouts_enabled,
    chargesEnabled: account.charges_enabled,
  };
}
