import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasReceipt, type Charge } from '@cobro/contracts';
import { customers, organizations, purchases, services } from '../../db/schema/index';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { chargeStatusOf, chargeViews, findCharge } from './charge-view';
import type { ReceiptLanguage } from './receipt-pdf-view';
import { renderReceiptOffThread } from './receipt-renderer';

export interface ReceiptDocument {
  charge: Charge;
  /** The buyer's language (customers.language): the PDF's and the mail's. */
  language: ReceiptLanguage;
  /** The merchant's company name, as the receipt gives it. */
  merchant: string;
  /** When the buyer gave up the right of withdrawal of the purchase's excluded service (decision 1161), if they did. */
  withdrawalWaivedAt: Date | null;
  pdf: Uint8Array;
}

/**
 * The receipt of one of the organization's charges, in its buyer's language: Cobro's own document, for any charge
 * whose money moved whatever its method (hasReceipt, decision 1165); CHA-003 when unknown, CHA-005 without a receipt.
 */
export async function receiptDocument(app: FastifyInstance, organizationId: string, chargeId: string): Promise<ReceiptDocument> {
  const db = app.database.db;
  const row = await findCharge(db, organizationId, chargeId);
  if (!row) throw new AppError('CHA-003');
  if (!hasReceipt({ status: chargeStatusOf(row) })) throw new AppError('CHA-005', { details: { reason: 'no_receipt' } });
  const [[charge], [organization], [customer], [waiver]] = await Promise.all([
    chargeViews(db, [row]),
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
    row.customerId ? db.select({ language: customers.language }).from(customers).where(eq(customers.id, row.customerId)) : [],
    row.purchaseId ? waiverOf(db, row.purchaseId) : [],
  ]);
  const language = customer?.language ?? 'es';
  const address = [organization.street, organization.postalCode, organization.city].filter(Boolean).join(', ');
  const pdf = await renderReceiptOffThread({
    merchant: { companyName: organization.companyName, nif: organization.nif, address: address || null },
    charge,
    language,
  });
  return { charge, language, merchant: organization.companyName, withdrawalWaivedAt: waiver?.at ?? null, pdf };
}

/** The consent as withdrawalOf counts it: given at checkout for a service still excluded. */
const waiverOf = (db: Queryable, purchaseId: string) =>
  db
    .select({ at: purchases.withdrawalWaivedAt })
    .from(purchases)
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .where(and(eq(purchases.id, purchaseId), eq(services.withdrawalExcluded, true), isNotNull(purchases.withdrawalWaivedAt)));

/** The receipt PDF alone (GET /api/receipts/{id}). */
export async function receiptPdf(app: FastifyInstance, organizationId: string, chargeId: string): Promise<Uint8Array> {
  return (await receiptDocument(app, organizationId, chargeId)).pdf;
}
