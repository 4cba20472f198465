import type { Db } from '../../packages/server/src/db/database';
import { plans, purchases, services, type SubscriptionStatus } from '../../packages/server/src/db/schema/index';
import type { Random } from '../../packages/server/src/seed/prng';

const DAY = 86_400_000;
const WORDS = ['Clases', 'Consultoría', 'Taller', 'Curso', 'Sesión', 'Bono', 'Cuota', 'Revisión', 'Plan', 'Mantenimiento'];
const TOPICS = ['yoga', 'fiscal', 'cerámica', 'inglés', 'pilates', 'nutrición', 'fotografía', 'jardinería', 'piano', 'web'];
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PAUSED', 'DRAFT', 'DISABLED'] as const;
const FREQUENCIES = ['month', 'quarterly', 'year', 'week'] as const;
export const SUBSCRIPTION: readonly SubscriptionStatus[] = ['active', 'active', 'active', 'past_due', 'canceled', 'trialing', 'paused', 'unpaid', 'finished', 'incomplete'];
export const ONE_TIME = ['paid', 'succeeded', 'succeeded', 'pending', 'failed'] as const;
export const METHODS = ['card', 'sepa_debit', 'redsys', 'inespay'] as const;
export const PROVIDER = { card: 'STRIPE', sepa_debit: 'STRIPE', redsys: 'REDSYS', inespay: 'INESPAY' } as const;

export type BulkPlan = { id: string; serviceId: string; unitAmount: number; recurring: boolean };

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** `count` services of two plans each (one recurring, one not), named from a small vocabulary so searches match many. */
export async function bulkCatalog(db: Db, random: Random, organizationId: string, now: Date, count: number): Promise<BulkPlan[]> {
  const serviceRows = Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000);
    return {
      id: random.uuid(),
      organizationId,
      name: `${random.pick(WORDS)} de ${random.pick(TOPICS)} ${i}`,
      status: random.pick(STATUSES),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertChunked(serviceRows, 1000, (chunk) => db.insert(services).values(chunk));
  const planRows = serviceRows.flatMap((service) =>
    [true, false].map((recurring) => ({
      id: random.uuid(),
      organizationId,
      serviceId: service.id,
      name: `${recurring ? 'Suscripción' : 'Pago único'} ${service.name}`,
      description: recurring ? 'Se renueva cada periodo.' : 'Un solo pago.',
      unitAmount: random.int(5, 500) * 100,
      type: 'fixed' as const,
      recurring,
      frequency: recurring ? random.pick(FREQUENCIES) : null,
      status: service.status,
      active: service.status === 'ACTIVE',
      createdAt: service.createdAt,
      updatedAt: service.createdAt,
    })),
  );
  await insertChunked(planRows, 1000, (chunk) => db.insert(plans).values(chunk));
  return planRows;
}

/**
 * `count` purchases over the last year: subscriptions in every status (a next billing date while they bill, an end
 * date when finished or limited) and one-time sales with their payment's status; a few deleted.
 */
export async function bulkPurchases(
  db: Db,
  random: Random,
  organizationId: string,
  now: Date,
  count: number,
  customerIds: string[],
  catalog: BulkPlan[],
) {
  const rows = Array.from({ length: count }, () => {
    const plan = random.pick(catalog);
    const method = random.pick(METHODS);
    const createdAt = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000);
    const status = plan.recurring ? random.pick(SUBSCRIPTION) : random.pick(ONE_TIME);
    const billing = ['active', 'past_due', 'trialing', 'unpaid'].includes(status);
    const limited = plan.recurring && random.chance(0.2);
    return {
      id: random.uuid(),
      organizationId,
      customerId: random.pick(customerIds),
      serviceId: plan.serviceId,
      planId: plan.id,
      provider: PROVIDER[method],
      status,
      paymentMethod: method,
      amount: plan.unitAmount,
      nextRecurringDate: billing ? new Date(now.getTime() + random.int(1, 30 * 24 * 60) * 60_000) : null,
      finishDate:
        status === 'finished'
          ? new Date(now.getTime() - random.int(1, 200) * DAY)
          : limited
            ? new Date(now.getTime() + random.int(1, 400) * DAY)
            : null,
      createdAt,
      updatedAt: createdAt,
      deletedAt: random.chance(0.01) ? now : null,
    };
  });
  await insertChunked(rows, 2000, (chunk) => db.insert(purchases).values(chunk));
  return rows;
}
