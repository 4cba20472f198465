import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Charge, ChargesQuery, ReceiptResponse, RefundBody, SendReceiptBody } from '../entities/charge';
import { paged } from '../list';
import { SESSION } from './presets';

export const chargesEndpoints = {
  charges: endpoint({ method: 'GET', path: '/charges', ...SESSION, query: ChargesQuery, response: paged(Charge) }),
  charge: endpoint({ method: 'GET', path: '/charges/{id}', ...SESSION, response: Charge }),
  /** Above what is left to refund: CHA-006 with `details.remaining` (cents). */
  refundCharge: endpoint({
    method: 'PUT',
    path: '/charges/{id}/refund',
    ...SESSION,
    body: RefundBody,
    response: Charge,
    idempotent: true,
  }),
  sendReceipt: endpoint({
    method: 'POST',
    path: '/charges/{id}/send-receipt',
    ...SESSION,
    body: SendReceiptBody,
    response: z.void(),
  }),
  chargeReceipt: endpoint({ method: 'GET', path: '/charges/{id}/receipt', ...SESSION, response: ReceiptResponse }),
} as const;
