export { chargesRoutes } from './charges.routes';
export { chargeConditions, chargeRows, listCharges, type ChargeFilters } from './charge-list-queries';
export { chargeStatusOf, chargeViews, findCharge, type ChargeRow } from './charge-view';
export { chargeEventDetail } from './charge-event-view';
export { refundCharge, type ProviderResolver } from './refund-commands';
export { receiptsRoutes } from './receipts.routes';
export { methodSpellings } from './charge-list-queries';

/** The buyer's receipt mail: queued with a charge's success (an event hook app.ts registers), sent by the app's mail queue. */
export { enqueueReceiptMail } from './receipt-mail-commands';
export { mailReceipt } from './receipt-commands';
export { receiptPdf } from './receipt-queries';
