import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_PREFIX, withVat, type Language } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { customers, organizations, plans, productPlans, services, users } from '../../db/schema/index';
import { HOUSE } from '../organizations/index';

const ACTIVATED = { step_one: 'complete', step_two: 'complete', step_three: 'complete', step_four: 'complete', step_five: 'complete' } as const;

/** Creates the house organization, its plans service and one house plan per product plan (same id), once. */
export async function ensureHouse(db: Db, now: Date) {
  const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, HOUSE.organizationId));
  if (!existing) {
    await db.transaction(async (tx) => {
      // The owner never signs in: no password, no Google id; the address is reserved (.invalid never resolves).
      await tx
        .insert(users)
        .values({ id: HOUSE.ownerId, email: `${PRODUCT_PREFIX}-plans@example.invalid`, name: PRODUCT_PREFIX, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      await tx
        .insert(organizations)
        .values({
          id: HOUSE.organizationId,
          ownerId: HOUSE.ownerId,
          companyName: HOUSE.companyName,
          companyType: 'company',
          paymentsActivated: true,
          verificationStatus: 'verified',
          payoutsEnabled: true,
          chargesEnabled: true,
          accountStatus: 'active',
          onboardingSteps: ACTIVATED,
          selectedPaymentOptions: ['card_payments'],
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await tx
        .insert(services)
        .values({ id: HOUSE.serviceId, organizationId: HOUSE.organizationId, name: `${PRODUCT_PREFIX} plans`, status: 'ACTIVE', published: true, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      await tx.insert(plans).values(platformPlan(now)).onConflictDoNothing();
    });
  }
  const [missing] = await db
    .select({ plan: productPlans })
    .from(productPlans)
    .leftJoin(plans, eq(plans.id, productPlans.id))
    .where(isNull(plans.id))
    .limit(1);
  if (missing) await mirrorPlans(db, now);
}

/** Each product plan as a house plan: the VAT-inclusive price, monthly ones paid on day 1 from a prorated start. */
async function mirrorPlans(db: Db, now: Date) {
  const all = await db.select().from(productPlans);
  for (const plan of all) {
    await db
      .insert(plans)
      .values({
        id: plan.id,
        organizationId: HOUSE.organizationId,
        serviceId: HOUSE.serviceId,
        name: plan.name,
        unitAmount: withVat(plan.price).gross,
        type: 'fixed',
        recurring: true,
        frequency: plan.type === 'MONTH' ? 'month' : 'year',
        paymentDay: plan.type === 'MONTH' ? 1 : null,
        prorate: plan.type === 'MONTH',
        status: 'ACTIVE',
        active: true,
        paymentLinkActive: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}

/** Never sold by link (paymentLinkActive false) and never billed: a purchase of it has no billing anchor. */
const platformPlan = (now: Date) => ({
  id: HOUSE.platformPlanId,
  organizationId: HOUSE.organizationId,
  serviceId: HOUSE.serviceId,
  name: `${PRODUCT_PREFIX} platform`,
  unitAmount: 0,
  type: 'fixed' as const,
  recurring: true,
  frequency: 'month' as const,
  status: 'ACTIVE' as const,
  active: true,
  paymentLinkActive: false,
  createdAt: now,
  updatedAt: now,
});

type Merchant = typeof organizations.$inferSelect;

/**
 * The merchant as a customer of the house (its external id is the organization's), created once. Its language is
 * the buying user's, kept as a buyer's checkout keeps it: the house's invoices are written in it.
 */
export async function houseCustomer(db: Db, merchant: Merchant, owner: { email: string; language: Language }, now: Date) {
  const mine = and(eq(customers.organizationId, HOUSE.organizationId), eq(customers.externalCustomerId, merchant.id), isNull(customers.deletedAt));
  const [found] = await db.select().from(customers).where(mine);
  if (found?.language === owner.language) return found;
  if (found) return (await db.update(customers).set({ language: owner.language }).where(eq(customers.id, found.id)).returning())[0];
  const [created] = await db
    .insert(customers)
    .values({
      organizationId: HOUSE.organizationId,
      externalCustomerId: merchant.id,
      type: 'COMPANY',
      name: merchant.companyName,
      email: owner.email,
      language: owner.language,
      // Tax ids are unique per organization's customers: one without a NIF is known by its organization id.
      taxId: merchant.nif || merchant.id,
      prefix: merchant.prefix,
      phone: merchant.phone,
      country: merchant.country,
      city: merchant.city,
      postalCode: merchant.postalCode,
      street: merchant.street,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another request created it meanwhile (the tax id is unique per organization's customers).
  const [again] = await db.select().from(customers).where(mine);
  return again;
}
