import { endpoint } from '../endpoint';
import { Organization } from '../entities/organization';
import { SESSION } from './presets';

/**
 * GET /organizations, which the dashboard shell reads on every page, a group of its own: the rest of
 * `organizationsEndpoints` names the gateway, plan and settings schemas (libphonenumber and ibantools among their
 * imports), which the dashboard's first screen must not load (decision 0510).
 */
export const currentOrganizationEndpoints = {
  organization: endpoint({ method: 'GET', path: '/organizations', ...SESSION, response: Organization }),
} as const;
