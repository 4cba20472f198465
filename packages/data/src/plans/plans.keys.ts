import { createKeys } from '../keys/create-keys';

/** The plans of services (GET /plans, /services/{id}/plans/...), not the product's own `uelz` plans. */
export const planKeys = createKeys('plans');
