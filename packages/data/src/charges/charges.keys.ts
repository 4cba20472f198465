import { createKeys } from '../keys/create-keys';

export const chargeKeys = createKeys('charges');
