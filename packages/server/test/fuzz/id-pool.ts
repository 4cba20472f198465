import { ExportTable, ProviderName } from '@cobro/contracts';
import { isNotNull } from 'drizzle-orm';
import * as schema from '../../src/db/schema/index';
import type { TestApp } from '../harness';

/** Real values for path parameters: all of them, and those that fit a parameter or the segment before it. */
export interface IdPool {
  all: readonly string[];
  /** By parameter name (`service_id`, `provider`) or by the path segment before `{id}` (`customers`). */
  byName: Readonly<Record<string, readonly string[]>>;
}

/** Real ids by kind (so that many requests reach the handlers and the database) and the table's fixed path words. */
export async function idPool(t: TestApp): Promise<IdPool> {
  const { db } = t.database;
  const ids = async (rows: Promise<{ id: string | null }[]>) => (await rows).flatMap((row) => (row.id ? [row.id] : []));
  const customers = await ids(db.select({ id: schema.customers.id }).from(schema.customers).limit(4));
  const services = await ids(db.select({ id: schema.services.id }).from(schema.services).limit(4));
  const plans = await ids(db.select({ id: schema.plans.id }).from(schema.plans).limit(6));
  const charges = await ids(db.select({ id: schema.charges.id }).from(schema.charges).limit(4));
  const purchases = await ids(db.select({ id: schema.purchases.id }).from(schema.purchases).limit(4));
  const subscriptions = await ids(db.select({ id: schema.purchases.subscriptionId }).from(schema.purchases).where(isNotNull(schema.purchases.subscriptionId)).limit(4));
  const checkoutSessions = await ids(db.select({ id: schema.checkoutSessions.id }).from(schema.checkoutSessions).limit(3));
  const deliveries = await ids(db.select({ id: schema.webhookDeliveries.id }).from(schema.webhookDeliveries).limit(3));
  const productPlans = await ids(db.select({ id: schema.productPlans.id }).from(schema.productPlans).limit(3));
  const byName: Record<string, string[]> = {
    customers, customer_id: customers, services, service_id: services, plans, plan_id: plans, checkout: [...plans, ...productPlans],
    purchase: plans, charges, purchases, queue: purchases, subscriptions: [...purchases, ...subscriptions],
    'checkout-sessions': checkoutSessions, deliveries, 'uelz-plans': productPlans,
    provider: [...ProviderName.options], table_id: [...ExportTable.options], country: ['ES'], postal_code: ['28001', '08001'],
  };
  return { all: [...new Set(Object.values(byName).flat())], byName };
}
