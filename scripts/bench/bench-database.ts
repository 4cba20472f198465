import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../../packages/server/src/clock';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { charges, organizations, productPlans, productSubscriptions, purchases, users } from '../../packages/server/src/db/schema/index';
import { HOUSE } from '../../packages/server/src/modules/organizations/index';
import { DEMO_ACCOUNT, seedDemo } from '../../packages/server/src/seed/index';
import { freshPostgresDatabase } from '../../packages/server/test/harness';
import { bulkCharges } from './bulk-charges';
import { bulkChargesInSql } from './bulk-sql';

export interface BenchDatabaseOptions {
  /** Charges to seed (customers are N/20, purchases N/4, services N/10,000). */
  rows: number;
  /** Leave the seeded database behind and print its name. */
  keep: boolean;
  /** Reuse a kept database by name (migrated first, not seeded). */
  database?: string;
  /** Who writes the bulk rows: this process (`bulkCharges`, the default) or PostgreSQL (`bulkChargesInSql`, for 10,000,000). */
  seed?: 'client' | 'sql';
}

export interface BenchDatabase {
  database: Database;
  name: string;
  /** The demo merchant's charges: as seeded, or counted in a reused database. */
  rows: number;
  /** The demo merchant's organization, which holds the bulk data. */
  organizationId: string;
  /** Ends the pool (a fresh, unkept database drops itself) and says how to reuse a kept one. */
  close(): Promise<void>;
}

/**
 * The PostgreSQL database a benchmark runs on (DATABASE_URL names the server): a fresh one with the demo seed and
 * `rows` bulk charges, dropped when closed unless kept; or a kept one by name.
 */
export async function benchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL server (a fresh database is created and dropped there).');
    process.exit(2);
  }
  const named = async (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
    await database.migrate();
    return database;
  };
  const { rows } = options;
  const prefix = `cobro_bench_${rows >= 1_000_000 ? `${rows / 1_000_000}m` : `${rows / 1000}k`}`;
  const name = options.database ?? `${prefix}_${randomBytes(4).toString('hex')}`;
  let database: Database;
  if (options.database) database = await named(name);
  else if (options.keep) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    database = await named(name);
  } else database = await freshPostgresDatabase(adminUrl, prefix);

  const demoOrganization = async () => {
    const [row] = await database.db
      .select({ organizationId: organizations.id })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.email, DEMO_ACCOUNT.email));
    return row.organizationId;
  };
  if (!options.database) {
    await seedDemo(database.db, systemClock, { publicUrl: 'http://localhost' });
    const started = performance.now();
    const bulk = options.seed === 'sql' ? bulkChargesInSql : bulkCharges;
    await bulk(database.db, await demoOrganization(), systemClock.now(), rows / 20, rows);
    console.log(`seeded ${rows.toLocaleString('en')} charges, ${(rows / 20).toLocaleString('en')} customers, ${(rows / 4).toLocaleString('en')} purchases in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const organizationId = await demoOrganization();
  await renewAnnualScale(database, organizationId);
  const [counted] = options.database
    ? await database.db.select({ n: count() }).from(charges).where(eq(charges.organizationId, organizationId))
    : [{ n: rows }];
  return {
    database,
    name,
    rows: Number(counted.n),
    organizationId,
    async close() {
      await database.close();
      if (options.keep || options.database) console.log(`\nkept database ${name} (reuse it with --database ${name}; drop it when done)`);
    },
  };
}

/**
 * The bulk sales are over every plan's limit in their month (about 250 € a charge), and an exceeded merchant may not
 * export (decision 0290). A merchant this size holds the largest plan: the demo merchant has just renewed an annual
 * SCALE, so its limit counts from now and the export is timed as such a merchant's would be.
 */
async function renewAnnualScale(database: Database, organizationId: string) {
  const now = systemClock.now();
  const periodEnd = new Date(now.getTime() + 365 * 86_400_000);
  const [scale] = await database.db.select({ id: productPlans.id }).from(productPlans).where(eq(productPlans.name, 'SCALE Anual'));
  const renewed = await database.db
    .update(productSubscriptions)
    .set({ productPlanId: scale.id, currentPeriodStart: now, currentPeriodEnd: periodEnd })
    .where(and(eq(productSubscriptions.organizationId, organizationId), eq(productSubscriptions.kind, 'plan')))
    .returning({ subscriptionId: productSubscriptions.providerSubscriptionId });
  for (const { subscriptionId } of renewed) {
    if (!subscriptionId) continue;
    await database.db
      .update(purchases)
      .set({ currentPeriodStart: now, currentPeriodEnd: periodEnd })
      .where(and(eq(purchases.organizationId, HOUSE.organizationId), eq(purchases.subscriptionId, subscriptionId)));
  }
}
