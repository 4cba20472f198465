import { createKeys } from '../keys/create-keys';

export const customerKeys = createKeys('customers');
