import { createKeys } from '../keys/create-keys';

export const purchaseKeys = createKeys('purchases');
