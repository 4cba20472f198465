import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { canSendReceipt, Charge } from '@cobro/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { charges, customers, events, organizations, purchases, sandboxIntents, users } from '../../db/schema/index';
import { DEMO_ACCOUNT } from '../../seed/index';
import { liveAttempt, livePurchase } from '../customers/index';
import { createTestApp, signIn, TEST_PUBLIC_URL, type DatabaseKind, type TestApp } from '../../../test/harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MoneyTest {
  t: TestApp;
  cookie: string;
  organizationId: string;
  call(method: Method, url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Rows of the demo merchant's charges matching a condition, oldest first; as the lists, without abandoned attempts. */
  chargesWhere(condition?: SQL): Promise<(typeof charges.$inferSelect)[]>;
  /** As the lists, without the purchases only abandoned attempts left pending. */
  purchasesWhere(condition?: SQL): Promise<(typeof purchases.$inferSelect)[]>;
  customersWhere(condition?: SQL): Promise<(typeof customers.$inferSelect)[]>;
  /** Makes a seeded card charge refundable through the sandbox: its settled intent, as the checkout leaves it. */
  settleInSandbox(charge: typeof charges.$inferSelect): Promise<void>;
  eventsFor(id: string): Promise<string[]>;
  /** A seeded charge the receipt conditions allow sending, as the API shows it. */
  sendableCharge(): Promise<Charge>;
}

/** The demo merchant signed in on a fresh seeded database (customers, charges and purchases in every status). */
export async function moneyTest(db: DatabaseKind, env: Record<string, string> = {}): Promise<MoneyTest> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let t: TestApp;
  try {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL } });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const cookie = await signIn(t.app);
  const database = t.database.db;
  const [{ organizationId }] = await database
    .select({ organizationId: organizations.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, DEMO_ACCOUNT.email));
  return {
    t,
    cookie,
    organizationId,
    call: (method, url, payload, headers = {}) =>
      t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) }),
    chargesWhere: (condition) =>
      database.select().from(charges).where(and(eq(charges.organizationId, organizationId), liveAttempt(t.clock.now()), condition)).orderBy(asc(charges.createdAt)),
    purchasesWhere: (condition) =>
      database.select().from(purchases).where(and(eq(purchases.organizationId, organizationId), livePurchase(t.clock.now()), condition)).orderBy(asc(purchases.createdAt)),
    customersWhere: (condition) =>
      database.select().from(customers).where(and(eq(customers.organizationId, organizationId), condition)).orderBy(asc(customers.createdAt)),
    async settleInSandbox(charge) {
      await database.insert(sandboxIntents).values({
        id: charge.providerId!,
        organizationId,
        kind: 'payment',
        method: 'card',
        chargeId: charge.id,
        clientSecretHash: `seeded-${charge.id}`,
        amount: charge.amount,
        status: 'succeeded',
      });
    },
    async sendableCharge() {
      const rows = await database
        .select()
        .from(charges)
        .where(and(eq(charges.organizationId, organizationId), isNotNull(charges.receiptUrl), eq(charges.refunded, false)))
        .orderBy(asc(charges.createdAt));
      for (const row of rows) {
        const response = await t.app.inject({ method: 'GET', url: `/api/charges/${row.id}`, headers: { cookie } });
        const charge = Charge.parse(response.json());
        if (canSendReceipt(charge)) return charge;
      }
      throw new Error('the seed has no charge whose receipt can be sent');
    },
    async eventsFor(id) {
      const rows = await database.select({ event: events.event }).from(events).where(eq(events.entityId, id)).orderBy(events.id);
      return rows.map((r) => r.event);
    },
  };
}
