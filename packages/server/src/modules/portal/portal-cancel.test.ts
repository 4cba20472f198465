import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalPurchase } from '@cobro/contracts';
import { charges, events, purchases } from '../../db/schema/index';
import { runBilling } from '../../scheduler';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from './portal.fixtures';

describe.each(databases)('cancel from the buyer portal on %s', (db) => {
  let t: PortalTest;
  beforeAll(async () => {
    t = await portalTest(db);
  });
  afterAll(() => t?.close());

  const setting = (portal_cancel: 'no' | 'period_end' | 'at_once') =>
    t.call(t.merchantCookie, 'PUT', '/api/organizations/portal-settings', { portal_cancel });
  const purchaseEvents = async (id: string) =>
    (await t.database.db.select({ event: events.event }).from(events).where(eq(events.entityId, id))).map((e) => e.event);

  it('by default ends the subscription at its period end: cancel_at now, canceled by the billing run then, never renewed', async () => {
    expect((await t.call(t.merchantCookie, 'GET', '/api/organizations/portal-settings')).json()).toEqual({ portal_cancel: 'period_end' });
    const buyer = await t.buy(t.monthly.id);
    const cookie = await t.portalCookie(buyer.email);
    const before = (await purchaseEvents(buyer.purchaseId)).length;
    const answer = await t.call(cookie, 'PUT', `/api/portal/purchases/${buyer.purchaseId}/cancel`);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    expect(PortalPurchase.parse(answer.json())).toMatchObject({ status: 'active', cancel_at: row.currentPeriodEnd!.toISOString(), can_cancel: false });
    expect((await purchaseEvents(buyer.purchaseId)).slice(before)).toEqual(['purchases-updated']);
    // A second click answers the cancellation already made, with no second change.
    const again = await t.call(cookie, 'PUT', `/api/portal/purchases/${buyer.purchaseId}/cancel`);
    expect([again.statusCode, again.json()]).toEqual([200, answer.json()]);
    expect((await purchaseEvents(buyer.purchaseId)).slice(before)).toEqual(['purchases-updated']);

    t.clock.set(new Date(row.currentPeriodEnd!.getTime() + 60_000));
    await runBilling(t.app);
    const [after] = await t.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    expect([after.status, after.canceledAt?.toISOString()]).toEqual(['canceled', t.clock.now().toISOString()]);
    expect(await t.database.db.select().from(charges).where(eq(charges.purchaseId, buyer.purchaseId))).toHaveLength(1);
  });

  it('cancels at once when the merchant says so, through the merchant cancel (same event)', async () => {
    t.merchantCookie = await t.signIn();
    expect((await setting('at_once')).json()).toEqual({ portal_cancel: 'at_once' });
    const buyer = await t.buy(t.monthly.id);
    const cookie = await t.portalCookie(buyer.email);
    const answer = await t.call(cookie, 'PUT', `/api/portal/purchases/${buyer.purchaseId}/cancel`);
    expect(PortalPurchase.parse(answer.json())).toMatchObject({ status: 'canceled', canceled_at: t.clock.now().toISOString(), can_cancel: false });
    expect((await purchaseEvents(buyer.purchaseId)).at(-1)).toBe('purchases-updated');
  });

  it.each(['at_once', 'period_end'] as const)('a double click (%s) cancels once and answers both clicks alike', async (when) => {
    t.merchantCookie = await t.signIn();
    await setting(when);
    const buyer = await t.buy(t.monthly.id);
    const cookie = await t.portalCookie(buyer.email);
    const before = (await purchaseEvents(buyer.purchaseId)).length;
    const clicks = await Promise.all([1, 2].map(() => t.call(cookie, 'PUT', `/api/portal/purchases/${buyer.purchaseId}/cancel`)));
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(clicks[1].json()).toEqual(clicks[0].json());
    expect(PortalPurchase.parse(clicks[0].json())).toMatchObject(when === 'at_once' ? { status: 'canceled' } : { status: 'active', can_cancel: false });
    expect((await purchaseEvents(buyer.purchaseId)).slice(before)).toEqual(['purchases-updated']);
  });

  it('refuses with POR-002 when the merchant does not let buyers cancel, and API-005 for a one-time purchase', async () => {
    await setting('no');
    const buyer = await t.buy(t.monthly.id);
    const oneTime = await t.buy(t.oneTime.id, buyer);
    const cookie = await t.portalCookie(buyer.email);
    const listed = PortalPurchase.array().parse((await t.call(cookie, 'GET', '/api/portal/purchases')).json());
    expect(listed.every((p) => !p.can_cancel)).toBe(true);
    const refused = await t.call(cookie, 'PUT', `/api/portal/purchases/${buyer.purchaseId}/cancel`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'POR-002']);
    await setting('period_end');
    const notSubscription = await t.call(cookie, 'PUT', `/api/portal/purchases/${oneTime.purchaseId}/cancel`);
    expect([notSubscription.statusCode, notSubscription.json().code]).toEqual([409, 'API-005']);
  });
});
