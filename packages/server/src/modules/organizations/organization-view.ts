import { eq } from 'drizzle-orm';
import type { Organization } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { organizations, users } from '../../db/schema/index';

type OrganizationRow = typeof organizations.$inferSelect;

/** The organization as the API shows it (GET /organizations, GET /auth/verify). */
export async function organizationView(db: Queryable, row: OrganizationRow): Promise<Organization> {
  const [owner] = await db
    .select({ name: users.name, last_name: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, row.ownerId));
  const platform = row.platformId
    ? (
        await db
          .select({ company_name: organizations.companyName })
          .from(organizations)
          .where(eq(organizations.id, row.platformId))
      )[0]
    : undefined;
  const hasAddress = row.country || row.city || row.street || row.postalCode;
  return {
    id: row.id,
    owner_id: row.ownerId,
    company_name: row.companyName,
    company_type: row.companyType,
    company_industry: row.companyIndustry,
    platform_id: row.platformId,
    platform_father: platform ?? null,
    payments_activated: row.paymentsActivated,
    client_product_type: row.clientProductType,
    verification_status: row.verificationStatus
      ? {
          verification_status: row.verificationStatus,
          verification_code: row.verificationCode,
          verification_details: row.verificationDetails,
          payouts_enabled: row.payoutsEnabled,
          charges_enabled: row.chargesEnabled,
        }
      : null,
    onboarding_steps: row.onboardingSteps,
    nif: row.nif,
    stripe_id: row.stripeId,
    tyc: row.tyc,
    phone: row.phone,
    prefix: row.prefix,
    website: row.website,
    address: hasAddress
      ? { country: row.country ?? '', city: row.city ?? '', street: row.street ?? '', postal_code: row.postalCode ?? '' }
      : null,
    legal_manager: row.legalManager,
    bank_account: row.bankAccount,
    owner: { name: [owner.name, owner.last_name].filter(Boolean).join(' '), email: owner.email },
  };
}
