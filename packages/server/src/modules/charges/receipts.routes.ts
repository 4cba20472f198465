import type { FastifyInstance } from 'fastify';
import { API_PREFIX, RECEIPT_FILE_NAME } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { findSession, sessionCookieOf } from '../auth/index';
import { receiptPdf } from './receipt-queries';

/**
 * GET /api/receipts/{charge id}: the `receipt_url` of a charge, a PDF downloaded as recibo.pdf. Only the charge's
 * merchant may read it (the session), since a receipt names the customer.
 */
export function receiptsRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/receipts/:id`, async (request, reply) => {
    const session = await findSession(app.database.db, sessionCookieOf(request), app.clock.now());
    if (!session) throw new AppError('API-002');
    const pdf = await receiptPdf(app, session.organization.id, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${RECEIPT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
