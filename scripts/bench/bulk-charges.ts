import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/database';
import { charges, customers } from '../../packages/server/src/db/schema/index';
import { createRandom } from '../../packages/server/src/seed/prng';
import { bulkCatalog, bulkPurchases, METHODS, PROVIDER } from './bulk-purchases';

const DAY = 86_400_000;
/** Keeps each insert under PostgreSQL's 65,535 bind parameters. */
const CHARGES_PER_INSERT = 2000;
export const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Pablo', 'Valeria', 'Álvaro'];
export const LAST = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz'];

/** Chunks keep each insert under PostgreSQL's 65,535 bind parameters. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Adds `customerCount` customers and `chargeCount` charges over the last year to an organization, shaped like the
 * seed's (statuses, methods, fees, refunds, disputes), with a catalog of one service per 10,000 charges and one
 * purchase per four charges; each charge belongs to a purchase and its customer, so plans are looked up.
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
  const catalog = await bulkCatalog(db, random, organizationId, now, Math.max(10, Math.round(chargeCount / 10_000)));
  const purchaseRows = await bulkPurchases(db, random, organizationId, now, Math.round(chargeCount / 4), customerRows.map((c) => c.id), catalog);
  const chargeRow = (i: number) => {
    const method = random.pick(METHODS);
    const amount = random.int(500, 50_000);
    const roll = random.next();
    const status = roll < 0.7 ? (method === 'card' || method === 'sepa_debit' ? 'succeeded' : 'paid') : roll < 0.8 ? 'failed' : roll < 0.87 ? 'pending' : roll < 0.93 ? 'refunded' : roll < 0.97 ? 'processing' : 'disputed';
    const moved = status !== 'failed' && status !== 'pending' && status !== 'processing';
    const fee = moved ? Math.round(amount * 0.0175) + 25 : 0;
    const id = random.uuid();
    const purchase = random.pick(purchaseRows);
    const createdAt = new Date(now.getTime() - random.int(0, 365 * 24 * 60) * 60_000);
    return {
      id,
      organizationId,
      customerId: purchase.customerId,
      purchaseId: purchase.id,
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
  };
  // Built a chunk at a time: a million rows at once would hold gigabytes.
  const chargeIds: string[] = [];
  for (let from = 0; from < chargeCount; from += CHARGES_PER_INSERT) {
    const chunk = Array.from({ length: Math.min(CHARGES_PER_INSERT, chargeCount - from) }, (_, i) => chargeRow(from + i));
    await db.insert(charges).values(chunk);
    chargeIds.push(...chunk.map((c) => c.id));
  }
  // Statistics and the visibility map (index-only counts), as autovacuum keeps them on a live database.
  await db.execute(sql`vacuum analyze`);
  return { customers: customerRows, chargeIds, purchases: purchaseRows, plans: catalog };
}
