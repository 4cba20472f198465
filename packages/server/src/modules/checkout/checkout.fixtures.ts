import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENTS_PREFIX, providerNameOf, type CheckoutPaymentMethod } from '@cobro/contracts';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import type { ServerConfig } from '../../config';
import { charges, events, plans, purchases } from '../../db/schema/index';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { seedDemo } from '../../seed/index';
import { createTestDatabase, testConfig, TEST_NOW, TEST_PUBLIC_URL, type DatabaseKind } from '../../../test/harness';
import type { PaymentsOptions } from '../payment-engine/index';

/** The whole app on a seeded database at TEST_NOW, with the scheduler off: tests move the clock and run billing. */
export async function checkoutTest(db: DatabaseKind, payments: PaymentsOptions = { config: { cardProvider: 'sandbox' } }, config: Partial<ServerConfig> = {}) {
  const database = await createTestDatabase(db);
  const clock = fixedClock(TEST_NOW);
  await seedDemo(database.db, clock, { publicUrl: TEST_PUBLIC_URL });
  const app = await buildApp({ config: testConfig({ publicUrl: TEST_PUBLIC_URL, ...config }), database, clock, payments, scheduler: false });
  await app.ready();
  const planNamed = async (name: string) => {
    const [plan] = await database.db.select().from(plans).where(eq(plans.name, name));
    return plan;
  };
  return {
    app,
    database,
    clock,
    /** Seeded plans: one-time 90 €, monthly 49 € with payment day 1, weekly 15 € for 6 cycles. */
    oneTime: await planNamed('Bono 10 clases'),
    monthly: await planNamed('Mensual ilimitado'),
    weekly: await planNamed('Semanal'),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type CheckoutTest = Awaited<ReturnType<typeof checkoutTest>>;

let buyerCount = 0;
/** A valid DNI for a fresh buyer (8 digits and the control letter). */
export function newDni() {
  buyerCount += 1;
  const number = 10_000_000 + ((Date.now() + buyerCount * 7919) % 89_999_999);
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
}

export const json = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload: payload as never, headers });

/** The body of a valid complete-data call for a person buyer with this DNI and e-mail. */
export const personDetails = (dni: string, email: string) => ({
  customer_type: 'PERSON',
  customer_cif: dni,
  customer_email: email,
  name: 'Lucía',
  surname: 'García',
  prefix: '+34',
  phone: '612345678',
  country: 'ES',
  city: 'Madrid',
  postal_code: '28001',
  address: 'Calle Mayor 1',
});

/** A new buyer through identify and complete-data: the customer id. */
export async function newBuyer(t: CheckoutTest, planId: string) {
  const dni = newDni();
  const email = `buyer-${dni.toLowerCase()}@example.es`;
  await json(t.app, 'POST', `/api/checkout/${planId}/verify-id`, { customer_type: 'PERSON', customer_email: email, customer_cif: dni });
  const created = await json(t.app, 'POST', `/api/checkout/${planId}/complete-data`, personDetails(dni, email));
  if (created.statusCode !== 200) throw new Error(`complete-data: ${created.statusCode} ${created.body}`);
  return { customerId: created.json().customer_id as string, dni, email };
}


/**
 * create-purchase then payment-data, as the checkout does when the buyer picks a method; `returnUrl` as an embedded
 * checkout sends it (the merchant's page).
 */
export async function startPayment(t: CheckoutTest, planId: string, customerId: string, method: CheckoutPaymentMethod, key?: string, returnUrl?: string) {
  const headers: Record<string, string> = key ? { 'idempotency-key': `${key}-create` } : {};
  const body = { payment_method: method, customer_id: customerId, plan_id: planId, payment_link_id: planId };
  const created = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/${providerNameOf(method)}/create-purchase`, body, headers);
  if (created.statusCode !== 200) throw new Error(`create-purchase: ${created.statusCode} ${created.body}`);
  const purchaseId = created.json().purchase_id as string;
  const dataBody = { ...body, purchase_id: purchaseId, ...(returnUrl ? { return_url: returnUrl } : {}) };
  const data = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/${providerNameOf(method)}/payment-data`, dataBody, key ? { 'idempotency-key': `${key}-data` } : {});
  return { purchaseId, data };
}

/** The sandbox frame's confirm with a test card. */
export const confirmCard = (t: CheckoutTest, clientSecret: string, number: string = SANDBOX_CARDS.succeeds) =>
  json(t.app, 'POST', `${PAYMENTS_PREFIX}/sandbox/confirm`, {
    client_secret: clientSecret,
    instrument: { type: 'card', number, exp_month: 12, exp_year: 2030, cvc: '123' },
  });

export const confirmIban = (t: CheckoutTest, clientSecret: string, iban: string) =>
  json(t.app, 'POST', `${PAYMENTS_PREFIX}/sandbox/confirm`, { client_secret: clientSecret, instrument: { type: 'sepa_debit', iban, name: 'Lucía García' } });

export async function purchaseRow(t: CheckoutTest, id: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

export const chargesOf = (t: CheckoutTest, purchaseId: string) =>
  t.database.db.select().from(charges).where(eq(charges.purchaseId, purchaseId)).orderBy(charges.createdAt);

/** The outbox events written for one entity, oldest first. */
export async function eventsFor(t: CheckoutTest, entityId: string) {
  const rows = await t.database.db.select({ event: events.event }).from(events).where(and(eq(events.entityId, entityId))).orderBy(events.id);
  return rows.map((r) => r.event);
}
