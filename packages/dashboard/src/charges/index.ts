// What other features use of the payments (a customer's history, a sale's charges). No page: the shell lazy-loads
// charges-list-page.tsx itself, so importing these does not fetch the payments list (decision 0513).
export { chargeRowLabel, useChargeColumns } from './charge-columns';
export { useChargeActions } from './use-charge-actions';
