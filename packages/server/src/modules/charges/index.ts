export { chargesRoutes } from './charges.routes';
export { chargeConditions, chargeRows, listCharges, type ChargeFilters } from './charge-lists';
export { chargeStatusOf, chargeViews, findCharge, type ChargeRow } from './charge-view';
export type { ProviderResolver } from './refunds';
export { receiptsRoutes } from './receipts.routes';
export { methodSpellings } from './charge-lists';
