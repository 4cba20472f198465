export { chargesRoutes } from './charges.routes';
export { chargeConditions, chargeRows, listCharges, type ChargeFilters } from './charge-list-queries';
export { chargeStatusOf, chargeViews, findCharge, type ChargeRow } from './charge-view';
export { refundCharge, type ProviderResolver } from './refund-commands';
export { receiptsRoutes } from './receipts.routes';
export { methodSpellings } from './charge-list-queries';
