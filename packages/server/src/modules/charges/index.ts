import type { FastifyInstance } from 'fastify';
import { onEventWritten } from '../../realtime/emit';
import { createReceiptMailDispatcher, enqueueReceiptMail, type ReceiptMailDispatcher } from './receipt-mail-commands';

export { chargesRoutes } from './charges.routes';
export { chargeConditions, chargeRows, listCharges, type ChargeFilters } from './charge-list-queries';
export { chargeStatusOf, chargeViews, findCharge, type ChargeRow } from './charge-view';
export { chargeEventDetail } from './charge-event-view';
export { refundCharge, type ProviderResolver } from './refund-commands';
export { receiptsRoutes } from './receipts.routes';
export { methodSpellings } from './charge-list-queries';

declare module 'fastify' {
  interface FastifyInstance {
    receiptMails: ReceiptMailDispatcher;
  }
}

/**
 * The buyer's receipt mail: a charge that succeeds with a receipt enqueues one (this module hands realtime its
 * enqueue as an event hook), and the dispatcher sends it. It starts with the app, polls, is woken after the outbox
 * publishes, and stops on close.
 */
export function receiptMailsModule(app: FastifyInstance): ReceiptMailDispatcher {
  const dispatcher = createReceiptMailDispatcher(app);
  app.decorate('receiptMails', dispatcher);
  onEventWritten(enqueueReceiptMail);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  return dispatcher;
}
export { receiptPdf } from './receipt-queries';
