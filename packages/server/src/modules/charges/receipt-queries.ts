import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { chargeViews, findCharge } from './charge-view';
import { renderReceipt } from './receipt-pdf-view';

/** The receipt PDF of one of the organization's charges; CHA-003 when unknown, CHA-005 when it has no receipt. */
export async function receiptPdf(app: FastifyInstance, organizationId: string, chargeId: string): Promise<Uint8Array> {
  const db = app.database.db;
  const row = await findCharge(db, organizationId, chargeId);
  if (!row) throw new AppError('CHA-003');
  if (!row.receiptUrl) throw new AppError('CHA-005', { details: { reason: 'no_receipt' } });
  const [[charge], [organization]] = await Promise.all([
    chargeViews(db, [row]),
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  const address = [organization.street, organization.postalCode, organization.city].filter(Boolean).join(', ');
  return renderReceipt({
    merchant: { companyName: organization.companyName, nif: organization.nif, address: address || null },
    charge,
  });
}
