import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, signIn, type TestApp } from '../../test/harness';
import { checkoutSessions, idempotencyKeys, loginAttempts, passwordTokens, portalCodes, portalSessions, purchases, sessions, users } from '../db/schema/index';
import { buttonPlan, clickButton } from '../modules/widget/widget.fixtures';
import { RETENTION_MS, sweepExpired } from './sweep';

const DAY = 86_400_000;

describe.each(databases)('sweeping short-lived rows on %s', (db) => {
  let t: TestApp;
  let bought: string;
  let abandoned: string;
  beforeAll(async () => {
    t = await createTestApp({ db });
    await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'demo@cobro.dev', password: 'wrong-password-1' } });
    await t.database.db.insert(idempotencyKeys).values({ scope: 'test', key: 'k-1', requestHash: 'h', createdAt: t.clock.now() });
    const [demo] = await t.database.db.select({ id: users.id, organizationId: users.organizationId }).from(users).where(eq(users.email, 'demo@cobro.dev'));
    const inAnHour = new Date(t.clock.now().getTime() + 3_600_000);
    await t.database.db.insert(portalCodes).values({ organizationId: demo.organizationId!, email: 'b@example.es', codeHash: 'h', expiresAt: inAnHour });
    await t.database.db.insert(portalSessions).values({ idHash: 'h', organizationId: demo.organizationId!, email: 'b@example.es', expiresAt: inAnHour });
    await t.database.db
      .insert(passwordTokens)
      .values({ tokenHash: 'h', userId: demo.id, type: 'RESET_PASSWORD', expiresAt: new Date(t.clock.now().getTime() + 3_600_000) });
    bought = (await clickButton(t.app, { plan: buttonPlan() })).json().id;
    abandoned = (await clickButton(t.app, { plan: buttonPlan() })).json().id;
    const [purchase] = await t.database.db.select({ id: purchases.id }).from(purchases).limit(1);
    await t.database.db.update(purchases).set({ checkoutSessionId: bought }).where(eq(purchases.id, purchase.id));
  });
  afterAll(() => t?.close());

  const count = async (table: typeof sessions | typeof loginAttempts | typeof idempotencyKeys | typeof checkoutSessions) =>
    (await t.database.db.select().from(table)).length;

  it('keeps everything still in use', async () => {
    const swept = await sweepExpired(t.database.db, t.clock.now());
    expect(swept).toEqual({ sessions: 0, loginAttempts: 0, idempotencyKeys: 0, checkoutSessions: 0, passwordTokens: 0, portalCodes: 0, portalSessions: 0 });
    expect(await count(sessions)).toBeGreaterThan(0);
    expect(await count(loginAttempts)).toBeGreaterThan(0);
  });

  it('deletes expired sessions, password links and portal codes and sessions, old attempts and keys, and expired checkout sessions no purchase refers to', async () => {
    const later = new Date(t.clock.now().getTime() + RETENTION_MS.checkoutSessions + 90 * DAY);
    const swept = await sweepExpired(t.database.db, later);
    expect(swept.sessions).toBeGreaterThan(0);
    expect(swept.loginAttempts).toBeGreaterThan(0);
    expect(swept.idempotencyKeys).toBe(1);
    expect(swept.checkoutSessions).toBeGreaterThanOrEqual(1);
    expect(swept.passwordTokens).toBe(1);
    expect([swept.portalCodes, swept.portalSessions]).toEqual([1, 1]);
    const left = (await t.database.db.select({ id: checkoutSessions.id }).from(checkoutSessions)).map((r) => r.id);
    expect(left).toContain(bought);
    expect(left).not.toContain(abandoned);
    expect(await count(sessions)).toBe(0);
    expect(await count(loginAttempts)).toBe(0);
    expect(await count(idempotencyKeys)).toBe(0);
  });
});
