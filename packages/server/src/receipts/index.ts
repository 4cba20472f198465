export { receiptsRoutes } from './receipts.routes';
export { receiptPdf } from './receipts';
export { euros } from './receipt-pdf';
export { renderReceipt, type ReceiptData } from './receipt-pdf';
