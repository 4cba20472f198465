import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/database';
import { charges, customers, purchases } from '../../packages/server/src/db/schema/index';
import { createRandom } from '../../packages/server/src/seed/prng';

const DAY = 86_400_000;
const METHODS = ['card', 'sepa_debit', 'redsys', 'inespay'] as const;
const PROVIDER = { card: 'STRIPE', sepa_debit: 'STRIPE', redsys: 'REDSYS', inespay: 'INESPAY' } as const;
const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Pablo', 'Valeria', 'Álvaro'];
const LAST = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz'];

/** Chunks keep each insert under PostgreSQL's 65,535 bind parameters. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Adds `customerCount` customers and `chargeCount` charges over the last year to an organization, shaped like the
 * seed's (statuses, methods, fees, refunds, disputes), attached to the seeded purchases so plans are looked up.
 */
export async function bulkCharges(db: Db, organizationId: string, now: Date, customerCount: number, chargeCount: number) {
  const random = createRandom(7);
  const customerRows = Array.from({ length: customerCount }, (_, i) => {
    const name = random.pick(FIRST);
    const surname = `${random.pick(LAST)} ${random.pick(LAST)}`;
    return {
      id: random.uuid(),
      organizationId,
      type: 'PERSON' as const,
      name,
      surname,
      email: `cliente${i}@correo${i % 50}.es`,
      taxId: `${String(10_000_000 + i)}T`,
      prefix: '+34',
      phone: `6${String(10_000_000 + i)}`,
      createdAt: new Date(now.getTime() - random.int(0, 365) * DAY),
    };
  });
  await insertChunked(customerRows, 1000, (chunk) => db.insert(customers).values(chunk));
  const purchaseIds = (await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.organizationId, organizationId))).map((p) => p.id);
  const chargeRows = Array.from({ length: chargeCount }, (_, i) => {
    const method = random.pick(METHODS);
    const amount = random.int(500, 50_000);
    const roll = random.next();
    const status = roll < 0.7 ? (method === 'card' || method === 'sepa_debit' ? 'succeeded' : 'paid') : roll < 0.8 ? 'failed' : roll < 0.87 ? 'pending' : roll < 0.93 ? 'refunded' : roll < 0.97 ? 'processing' : 'disputed';
    const moved = status !== 'failed' && status !== 'pending' && status !== 'processing';
    const fee = moved ? Math.round(amount * 0.0175) + 25 : 0;
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000);
    return {
      id,
      organizationId,
      customerId: random.pick(customerRows).id,
      purchaseId: random.pick(purchaseIds),
      amount,
      amountRefunded: status === 'refunded' ? amount : 0,
      amountFee: fee,
      amountNet: moved ? amount - fee : 0,
      feeDetails: moved ? [{ type: 'application', amount: Math.round(amount * 0.0075) }, { type: 'provider', amount: fee - Math.round(amount * 0.0075) }] : [],
      status: status as 'succeeded',
      refunded: status === 'refunded',
      paymentMethod: method,
      provider: PROVIDER[method],
      providerId: `bench_${i}`,
      receiptUrl: moved && PROVIDER[method] === 'STRIPE' ? `http://localhost/api/receipts/${id}` : null,
      disputeStatus: status === 'disputed' ? ('needs_response' as const) : null,
      failureMessage: status === 'failed' ? 'generic_decline' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertChunked(chargeRows, 2000, (chunk) => db.insert(charges).values(chunk));
  // Statistics and the visibility map (index-only counts), as autovacuum keeps them on a live database.
  await db.execute(sql`vacuum analyze`);
  return { customers: customerRows, charges: chargeRows };
}
