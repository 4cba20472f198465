import { createKeys } from '../keys/create-keys';

/** The panel's figures (sales, transactions, balance, payouts, subscriptions); lists are keyed by the date range. */
export const panelKeys = createKeys('panel');
