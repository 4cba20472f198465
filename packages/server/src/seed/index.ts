import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { users } from '../db/schema/index';
import { DEMO_ACCOUNT, seedAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { buildCustomers, insertCustomers } from './customers';
import { createRandom } from './prng';
import { buildSales, insertSales } from './sales';

export {
  ACCOUNT_MERCHANT_ACCOUNT,
  BILLING_MERCHANT_ACCOUNT,
  DEMO_ACCOUNT,
  DEMO_WIDGET_DOMAIN,
  DEMO_WIDGET_KEY,
  NEW_MERCHANT_ACCOUNT,
  PLATFORM_MERCHANT_ACCOUNT,
  SIGNED_UP_ACCOUNT,
} from './accounts';

export interface SeedOptions {
  /** Base of the payment-link URLs (`{publicUrl}/checkout/{plan id}`). */
  publicUrl: string;
  /** PRNG seed; the same seed and clock give the same rows. */
  seed?: number;
}

export const DEFAULT_SEED = 20240601;

/**
 * Writes the demo data in one transaction: the activated demo merchant with its customers, catalogue and
 * 90 days of sales, plus a not-activated merchant and a non-payments merchant for the access rules, and a merchant
 * just signed up for the activation journeys.
 */
export async function seedDemo(db: Db, clock: Clock, options: SeedOptions) {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, random, now);
    const customers = buildCustomers(random, accounts.demoOrgId, now);
    await insertCustomers(tx, customers);
    const plans = await seedCatalog(tx, random, accounts.demoOrgId, accounts.since, options.publicUrl.replace(/\/$/, ''));
    const sales = buildSales({ random, now, organizationId: accounts.demoOrgId, customers, plans, publicUrl: options.publicUrl.replace(/\/$/, '') });
    await insertSales(tx, sales);
    return {
      ...accounts,
      customers: customers.length,
      plans: plans.length,
      purchases: sales.purchases.length,
      charges: sales.charges.length,
    };
  });
}

/** Seeds only when the demo user does not exist yet (first start); returns whether it seeded. */
export async function seedIfEmpty(db: Db, clock: Clock, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing) return false;
  await seedDemo(db, clock, options);
  return true;
}
