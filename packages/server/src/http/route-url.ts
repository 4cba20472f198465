import { API_PREFIX, PAYMENTS_PREFIX, routePattern, type Endpoint } from '@cobro/contracts';

/**
 * Full URL pattern of an endpoint on this server: the spec path under the API or payments prefix. A module of its
 * own, with no imports from the server, so the request guards (csrf.ts) can name routes without importing route.ts.
 */
export const urlOf = (e: Endpoint) => (e.service === 'payments' ? PAYMENTS_PREFIX : API_PREFIX) + routePattern(e.path);
