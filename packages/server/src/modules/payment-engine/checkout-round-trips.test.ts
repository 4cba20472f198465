import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuedMails } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { statementsOf } from '../../../test/statements';
import { checkoutTest, confirmCard, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

const isBegin = (text: string) => /^\s*begin\b/i.test(text);
/** The statements that lock rows of `table` (its first FROM: a subquery's table is not the one locked). */
const locksOf = (sent: string[], table: string) => sent.filter((text) => /^select .*? from "(\w+)"/.exec(text)?.[1] === table && text.endsWith('for update'));

/**
 * What a checkout's background work sends to PostgreSQL, statement by statement (issue 31: each is a round trip and
 * a share of the server's CPU; the outside run counted 107 per checkout). Every published batch of events wakes the
 * callbacks and the mail queue, and most wakes find nothing due. PostgreSQL only: what is counted is what crosses
 * the network.
 */
describe.skipIf(!process.env.DATABASE_URL)('round trips of a checkout on postgres', () => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest('postgres');
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    // Nothing runs but what a test calls: the pollers' own wakes would be counted too.
    await Promise.all([t.app.outbox.stop(), t.app.callbacks.stop(), t.app.mailQueue.stop()]);
    while ((await t.app.outbox.dispatchOnce()) > 0);
    while ((await t.app.mailQueue.dispatchOnce()) > 0);
  });

  it('a wake with nothing due costs the callbacks one read and the mail queue one statement, and no transaction', async () => {
    const callbacks = await statementsOf(() => t.app.callbacks.dispatchOnce());
    const mails = await statementsOf(() => t.app.mailQueue.dispatchOnce());
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatch(/^select "id" from "webhook_deliveries"/);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^update "queued_mails"/);
  });

  it('the outbox takes and marks a batch in one statement of its transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      for (const id of ['round-trip-1', 'round-trip-2']) await emitEvent(tx, t.oneTime.organizationId, 'charge-pending', { id, occurredAt: t.clock.now() });
    });
    let published = 0;
    const sent = await statementsOf(async () => (published = await t.app.outbox.dispatchOnce()));
    expect(published).toBe(2);
    // What follows the commit is socket.io's adapter telling the other processes (pg_notify), not the outbox's.
    const transaction = sent.slice(0, sent.indexOf('commit') + 1);
    expect(transaction).toHaveLength(3);
    expect([isBegin(transaction[0]), transaction[1].startsWith('with "batch"')]).toEqual([true, true]);
  });

  it('a card confirm locks its purchase and charge once; its receipt mail is claimed with one statement and read with five', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    let status: unknown;
    const sent = await statementsOf(async () => (status = (await confirmCard(t, data.json().client_secret)).json().status));
    expect(status).toBe('succeeded');
    expect(locksOf(sent, 'purchases')).toHaveLength(1);
    expect(locksOf(sent, 'charges')).toHaveLength(1);
    expect(sent.filter(isBegin)).toHaveLength(1);

    const claim = await statementsOf(() => t.app.mailQueue.dispatchOnce());
    expect(claim[0]).toMatch(/^update "queued_mails" set "attempts" = "queued_mails"."attempts" \+ 1/);
    expect(claim.filter(isBegin)).toHaveLength(0);
    // The charge, its buyer, plan and refunds (the charge's view), then the merchant, the buyer's language and the
    // withdrawal waiver in one statement (before: three).
    expect(claim.filter((text) => text.startsWith('select'))).toHaveLength(5);
    const [mail] = await t.database.db.select().from(queuedMails).where(eq(queuedMails.organizationId, t.oneTime.organizationId)).orderBy(queuedMails.createdAt);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
