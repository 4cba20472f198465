import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCif, isValidDni, isValidNie, validateSpanishIban } from '@cobro/contracts';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, databases, TEST_NOW } from '../../test/harness';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { charges, customers, organizations, plans, purchases, refunds, services, users } from '../db/schema/index';
import { seedDemo, seedIfEmpty } from './index';
import { DISPUTE_STATUSES } from './charge-rows';
import { SUBSCRIPTION_STATUSES } from './sales';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('seed on %s', (db) => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(db), createTestDatabase(db)]);
    await seedDemo(first.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' });
    await seedDemo(second.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('the seed is deterministic: the same seed and clock write the same rows', async () => {
    for (const table of [customers, services, plans, purchases, charges] as const) {
      const a = await first.db.select().from(table).orderBy(asc(table.id));
      const b = await second.db.select().from(table).orderBy(asc(table.id));
      expect(a).toEqual(b);
    }
    const usersOf = (d: Database) => d.db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
    expect(await usersOf(first)).toEqual(await usersOf(second));
  });

  it('seeds about 40 customers with valid Spanish tax ids, +34 phones and Spanish cities', async () => {
    const rows = await first.db.select().from(customers);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.length).toBeLessThanOrEqual(45);
    expect(new Set(rows.map((c) => c.type))).toEqual(new Set(['PERSON', 'COMPANY']));
    for (const c of rows) {
      const valid = c.type === 'COMPANY' ? isValidCif(c.taxId) : isValidDni(c.taxId) || isValidNie(c.taxId);
      expect(valid, c.taxId).toBe(true);
      if (c.phone) expect(c.prefix).toBe('+34');
    }
  });

  it('the demo merchant has a valid NIF and a valid Spanish IBAN', async () => {
    const [org] = await first.db.select().from(organizations).where(eq(organizations.companyName, 'Cobro Demo S.L.'));
    expect(isValidCif(org.nif!)).toBe(true);
    expect(validateSpanishIban(org.bankAccount!.account_number)).toMatchObject({ ok: true });
  });

  it('seeds 3 services with fixed and variable, one-time and recurring plans; published fixed plans have links', async () => {
    expect(await first.db.select().from(services)).toHaveLength(3);
    const rows = await first.db.select().from(plans);
    expect(new Set(rows.map((p) => p.type))).toEqual(new Set(['fixed', 'variable']));
    expect(new Set(rows.map((p) => p.recurring))).toEqual(new Set([true, false]));
    for (const p of rows) {
      const linked = p.status === 'ACTIVE' && p.type === 'fixed';
      expect(p.paymentLinkUrl).toBe(linked ? `http://cobro.test/checkout/${p.id}` : null);
    }
  });

  it('seeds about 300 charges within the last 90 days, in every status, method and dispute status', async () => {
    const rows = await first.db.select().from(charges);
    expect(rows.length).toBeGreaterThanOrEqual(290);
    expect(rows.length).toBeLessThanOrEqual(320);
    for (const c of rows) {
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(c.createdAt.getTime()).toBeGreaterThan(TEST_NOW.getTime() - 90 * DAY);
      expect(c.amountNet).toBe(c.status === 'failed' || c.status === 'pending' || c.status === 'processing' ? 0 : c.amount - c.amountFee - c.amountRefunded);
      expect(c.amountFee).toBe(c.feeDetails.reduce((s, f) => s + f.amount, 0));
    }
    expect(new Set(rows.map((c) => c.status))).toEqual(
      new Set(['succeeded', 'paid', 'pending', 'processing', 'failed', 'refunded', 'disputed']),
    );
    expect(rows.some((c) => c.amountRefunded > 0 && c.amountRefunded < c.amount && !c.refunded)).toBe(true);
    expect(new Set(rows.map((c) => c.paymentMethod))).toEqual(new Set(['card', 'sepa_debit', 'redsys', 'bizum', 'inespay']));
    expect(new Set(rows.filter((c) => c.status === 'disputed').map((c) => c.disputeStatus))).toEqual(new Set(DISPUTE_STATUSES));
  });

  it('every refunded amount has its refund rows', async () => {
    const refunded = (await first.db.select().from(charges)).filter((c) => c.amountRefunded > 0);
    const rows = await first.db.select().from(refunds);
    for (const c of refunded) {
      expect(rows.filter((r) => r.chargeId === c.id).reduce((s, r) => s + r.amount, 0)).toBe(c.amountRefunded);
    }
  });

  it('seeds purchases in every subscription status and one-time purchases', async () => {
    const rows = await first.db.select().from(purchases);
    const statuses = new Set(rows.filter((p) => p.subscriptionId).map((p) => p.status));
    expect(statuses).toEqual(new Set(SUBSCRIPTION_STATUSES));
    expect(rows.some((p) => !p.subscriptionId && (p.status === 'paid' || p.status === 'succeeded'))).toBe(true);
  });

  it('seeds only when the demo user does not exist', async () => {
    expect(await seedIfEmpty(first.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' })).toBe(false);
    const fresh = await createTestDatabase('pglite');
    try {
      expect(await seedIfEmpty(fresh.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' })).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
