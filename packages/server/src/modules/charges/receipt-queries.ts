import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
  const [[charge], [{ organization, buyerLanguage, waivedAt }]] = await Promise.all([chargeViews(db, [row]), aroundCharge(db, organizationId, row)]);
  const language = buyerLanguage ?? 'es';
  const address = [organization.street, organization.postalCode, organization.city].filter(Boolean).join(', ');
  const pdf = await renderReceiptOffThread({
    merchant: { companyName: organization.companyName, nif: organization.nif, address: address || null },
    charge,
    language,
  });
  return { charge, language, merchant: organization.companyName, withdrawalWaivedAt: waivedAt, pdf };
}

/**
 * What the receipt says beside the charge, in one statement: the merchant, the buyer's language, and the consent as
 * withdrawalOf counts it (given at checkout for a service still excluded).
 */
function aroundCharge(db: Queryable, organizationId: string, row: { customerId: string | null; purchaseId: string | null }) {
  const buyerLanguage = db.select({ language: customers.language }).from(customers).where(eq(customers.id, sql`${row.customerId}::uuid`));
  const waiver = db
    .select({ at: purchases.withdrawalWaivedAt })
    .from(purchases)
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .where(and(eq(purchases.id, sql`${row.purchaseId}::uuid`), eq(services.withdrawalExcluded, true), isNotNull(purchases.withdrawalWaivedAt)));
  return db
    .select({
      organization: organizations,
      buyerLanguage: sql<ReceiptLanguage | null>`${buyerLanguage}`,
      waivedAt: sql`${waiver}`.mapWith(purchases.withdrawalWaivedAt),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
}

/** The receipt PDF alone (GET /api/receipts/{id}). */
export async function receiptPdf(app: FastifyInstance, organizationId: string, chargeId: string): Promise<Uint8Array> {
  return (await receiptDocument(app, organizationId, chargeId)).pdf;
}
