import type { FastifyInstance } from 'fastify';
import { canSendReceipt, RECEIPT_FILE_NAME } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { mailerOf } from '../../mail/index';
import { publicBase } from '../accounts/index';
import { receiptMail } from './receipt-mail-view';
import { receiptDocument } from './receipt-queries';
import { chargeViews, findCharge } from './charge-view';

/** GET /charges/{id}/receipt: where the receipt is; CHA-005 when the charge has none. */
export async function receiptOf(app: FastifyInstance, organizationId: string, chargeId: string) {
  const row = await findCharge(app.database.db, organizationId, chargeId);
  if (!row) throw new AppError('CHA-003');
  if (!row.receiptUrl) throw new AppError('CHA-005', { details: { reason: 'no_receipt' } });
  return { receipt_url: row.receiptUrl };
}

/**
 * Mails a charge's receipt, the PDF attached as recibo.pdf, in the buyer's language, to the given address or the
 * buyer's own. Shared by the merchant's send-receipt and the receipt mail of a charge that succeeded; a transport
 * that fails throws.
 */
export async function mailReceipt(app: FastifyInstance, organizationId: string, chargeId: string, to?: string) {
  const { charge, language, merchant, withdrawalWaivedAt, pdf } = await receiptDocument(app, organizationId, chargeId);
  const portalUrl = `${publicBase(app)}/portal/${encodeURIComponent(organizationId)}`;
  await mailerOf(app).send({
    organizationId,
    to: to ?? charge.customer.email,
    ...receiptMail(charge, merchant, language, portalUrl, withdrawalWaivedAt),
    attachments: [{ filename: RECEIPT_FILE_NAME, contentType: 'application/pdf', content: pdf }],
  });
}

/**
 * POST /charges/{id}/send-receipt: the receipt conditions of the charge list (receipt_url, not refunded, not
 * disputed, card provider, a fixed plan) checked here too, then the PDF mailed as recibo.pdf. A refused send is
 * CHA-005; a transport that fails is CHA-005 with 502.
 */
export async function sendReceipt(app: FastifyInstance, organizationId: string, chargeId: string, email: string) {
  const db = app.database.db;
  const row = await findCharge(db, organizationId, chargeId);
  if (!row) throw new AppError('CHA-003');
  const [charge] = await chargeViews(db, [row]);
  if (!canSendReceipt(charge)) throw new AppError('CHA-005', { details: { reason: 'receipt_not_allowed' } });
  try {
    await mailReceipt(app, organizationId, chargeId, email);
  } catch (error) {
    app.log.error({ err: error, chargeId }, 'receipt mail failed');
    throw new AppError('CHA-005', { status: 502, details: { reason: 'mail_failed' } });
  }
}
