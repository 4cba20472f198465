import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { sessions } from './db/schema/index';
import { SANDBOX_IBANS } from './provider-protocols/index';
import { databases, signIn, testConfig, TEST_PUBLIC_URL } from '../test/harness';
import { chargesOf, checkoutTest, confirmCard, confirmIban, eventsFor, newBuyer, purchaseRow, startPayment, type CheckoutTest } from './modules/checkout/checkout.fixtures';
import { SCHEDULED_JOBS } from './scheduler';

// Two server processes on one database tick the same jobs in the same period: each unit of work is done once.
describe.each(databases)('scheduled jobs run from two processes at once on %s', (db) => {
  let t: CheckoutTest;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await checkoutTest(db);
    second = await buildApp({ config: testConfig({ publicUrl: TEST_PUBLIC_URL }), database: t.database, clock: t.clock, scheduler: false, payments: { config: { cardProvider: 'sandbox' } } });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('one renewal per due period, one settlement per SEPA debit, each expired session swept once', async () => {
    const subscriber = await newBuyer(t, t.monthly.id);
    const subscription = await startPayment(t, t.monthly.id, subscriber.customerId, 'card');
    expect((await confirmCard(t, subscription.data.json().client_secret)).json().status).toBe('succeeded');
    const debtor = await newBuyer(t, t.oneTime.id);
    const debit = await startPayment(t, t.oneTime.id, debtor.customerId, 'sepa_debit');
    expect((await confirmIban(t, debit.data.json().client_secret, SANDBOX_IBANS.succeeds)).json().status).toBe('processing');
    await signIn(t.app);

    // The renewal's day: the debit has settled by then and the session signed in above (7 days) has expired.
    const due = (await purchaseRow(t, subscription.purchaseId)).nextRecurringDate!;
    const expired = () => t.database.db.select().from(sessions).where(lt(sessions.expiresAt, due));
    expect(await expired()).not.toEqual([]);
    t.clock.set(due);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(SCHEDULED_JOBS.flatMap((job) => [job.run(t.app), job.run(second)]));
    }

    const renewals = await chargesOf(t, subscription.purchaseId);
    expect(renewals.map((c) => c.status)).toEqual(['succeeded', 'succeeded']);
    expect(await eventsFor(t, renewals[1].id)).toEqual(['charge-pending', 'charge-succeeded']);
    const [settled] = await chargesOf(t, debit.purchaseId);
    expect(settled.status).toBe('succeeded');
    expect((await eventsFor(t, settled.id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
    expect(await expired()).toEqual([]);
  });
});
