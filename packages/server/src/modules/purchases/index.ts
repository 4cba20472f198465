export { purchasesRoutes } from './purchases.routes';
export { listPurchases, purchaseConditions, purchaseRows, type PurchaseFilters } from './purchase-list-queries';
export { findPurchase, purchaseViews, type PurchaseRow } from './purchase-view';
export { purchaseJoin, type PurchaseJoinRow } from './purchase-queries';
export { cancelAtOnce, cancelAtPeriodEnd, cancelDue } from './purchase-commands';
