import { createKeys } from '../keys/create-keys';

export const serviceKeys = createKeys('services');
