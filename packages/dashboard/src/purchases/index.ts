// What other features use of the sales (a customer's history). No page: the shell lazy-loads purchases-section.tsx
// itself, so importing these does not fetch the sales pages (decision 0513).
export { purchaseRowLabel, usePurchaseColumns } from './purchase-columns';
export { usePurchaseActions } from './use-purchase-actions';
