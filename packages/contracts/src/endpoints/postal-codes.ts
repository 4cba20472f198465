import { endpoint } from '../endpoint';
import { PostalCodeLookup } from '../entities/postal-code';
import { PUBLIC_READ } from './presets';

/**
 * The postal-code and country lookup the spec calls a shared helper without a path: ours. 200 with the
 * province when the code exists in the country, API-010 otherwise.
 */
export const postalCodesEndpoints = {
  postalCode: endpoint({
    method: 'GET',
    path: '/postal-codes/{country}/{postal_code}',
    ...PUBLIC_READ,
    response: PostalCodeLookup,
  }),
} as const;
